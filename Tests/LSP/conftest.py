"""A pytest-lsp client for `nimlint lsp` (the binary named by NIMLINT), once for every editor whose
capabilities pytest-lsp records, and once for each form of the header: pygls's own, Content-Length then
Content-Type as in the specification's example, and Content-Length alone."""

import asyncio
import os
from importlib import resources

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

RECORDED_CLIENTS = sorted(
    path.name.removesuffix(".json")
    for path in resources.files("pytest_lsp.clients").iterdir()
    if path.name.endswith(".json")
)
ANSWER_TIMEOUT = 20
HEADER_FORMS = ["content-type-after-length", "content-length-only"]


class ContentLengthOnly:
    """Writes what pygls writes with its Content-Type header line taken out. pygls writes each message, header
    and body, in one call."""

    def __init__(self, writer):
        self.writer = writer

    def write(self, data: bytes):
        header, separator, body = data.partition(b"\r\n\r\n")
        lines = [line for line in header.split(b"\r\n") if not line.lower().startswith(b"content-type:")]
        return self.writer.write(b"\r\n".join(lines) + separator + body)

    def __getattr__(self, name):
        return getattr(self.writer, name)


def spec(recorded: str) -> str:
    """`neovim_v0.10.0` as client_capabilities takes it: `neovim@v0.10.0`."""
    name, version = recorded.rsplit("_v", 1)
    return f"{name}@v{version}"


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[os.environ["NIMLINT"], "lsp"]),
    params=[(recorded, form) for recorded in RECORDED_CLIENTS for form in HEADER_FORMS],
    ids=[f"{recorded}-{form}" for recorded in RECORDED_CLIENTS for form in HEADER_FORMS],
)
async def client(request, lsp_client: LanguageClient):
    recorded, form = request.param
    if form == "content-length-only":
        lsp_client.protocol.set_writer(ContentLengthOnly(lsp_client.protocol.writer))
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    # A server that cannot read the header never answers: the test fails instead of waiting for ever.
    lsp_client.initialize_result = await asyncio.wait_for(
        lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities(spec(recorded)))),
        ANSWER_TIMEOUT,
    )
    yield
    # A test that failed before its own shutdown leaves the server running, and pygls waits for it to end.
    if lsp_client._server.returncode is None:
        await asyncio.wait_for(lsp_client.shutdown_session(), ANSWER_TIMEOUT)
