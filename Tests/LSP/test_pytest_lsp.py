"""`nimlint lsp` through pytest-lsp, as each recorded editor: initialize, open, diagnostics, hover, completion,
code actions (quick fix and fix-all), colors, the outline, inlay hints and shutdown. pytest-lsp checks completion against the client's
capabilities itself; the other results are checked here against the same capabilities."""

import asyncio
import pathlib

from lsprotocol import types
from pygls.capabilities import get_capability
from pytest_lsp import LanguageClient

from conftest import ANSWER_TIMEOUT

BROKEN = pathlib.Path(__file__).parents[2] / "examples" / "Broken" / "NIMKitGlobalSetting.plist"
# Line 16 (0-based) of the broken example is `\t<string>#FFF</string>`: a comment with Chinese text and an emoji
# goes before it, so its columns differ in every position encoding.
COLOR_LINE = 16
COLOR_PREFIX = "\t<!-- 颜色 😀 --><string>"
# Line 5 is `\t<key>Message_Limit</key>`, which is there twice.
KEY_POSITION = types.Position(line=5, character=8)


def document(tmp_path):
    lines = BROKEN.read_text(encoding="utf-8").split("\n")
    assert lines[COLOR_LINE] == "\t<string>#FFF</string>"
    lines[COLOR_LINE] = COLOR_PREFIX + "#FFF</string>"
    path = tmp_path / "NIMKitGlobalSetting.plist"
    text = "\n".join(lines)
    path.write_text(text, encoding="utf-8")
    return path.as_uri(), text


def column(text: str, encoding: str) -> int:
    if encoding == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8"))
    if encoding == types.PositionEncodingKind.Utf32:
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def capability(client: LanguageClient, path: str, default=None):
    return get_capability(client.capabilities, path, default)


def check_diagnostic(client: LanguageClient, diagnostic: types.Diagnostic):
    if diagnostic.related_information:
        assert capability(client, "text_document.publish_diagnostics.related_information", False)
    if diagnostic.tags:
        declared = capability(client, "text_document.publish_diagnostics.tag_support.value_set", [])
        assert set(diagnostic.tags) <= set(declared), diagnostic.tags
    if diagnostic.code_description:
        assert capability(client, "text_document.publish_diagnostics.code_description_support", False)


def check_markup(content, declared):
    if isinstance(content, types.MarkupContent):
        assert content.kind in (declared or [types.MarkupKind.PlainText]), content.kind
    else:
        assert isinstance(content, str), content


async def answer(request):
    return await asyncio.wait_for(request, ANSWER_TIMEOUT)


async def eventually(condition, timeout=10.0):
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "the server did not send it in time"
        await asyncio.sleep(0.02)


async def test_a_whole_session(client: LanguageClient, tmp_path):
    result = client.initialize_result
    offered = capability(client, "general.position_encodings", None) or [types.PositionEncodingKind.Utf16]
    encoding = result.capabilities.position_encoding
    assert encoding in offered, encoding
    assert result.server_info.name == "nimlint"

    uri, text = document(tmp_path)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="xml", version=1, text=text)
        )
    )
    await eventually(lambda: uri in client.diagnostics)
    diagnostics = client.diagnostics[uri]
    for diagnostic in diagnostics:
        check_diagnostic(client, diagnostic)
    codes = {diagnostic.code for diagnostic in diagnostics}
    assert {"duplicate-key", "invalid-color"} <= codes, codes
    duplicate = next(d for d in diagnostics if d.code == "duplicate-key")
    related = capability(client, "text_document.publish_diagnostics.related_information", False)
    assert bool(duplicate.related_information) == related
    color = next(d for d in diagnostics if d.code == "invalid-color")
    assert color.range.start == types.Position(line=COLOR_LINE, character=column(COLOR_PREFIX, encoding))

    watches = capability(client, "workspace.did_change_watched_files.dynamic_registration", False)
    assert [r.method for r in client.registrations] == (["workspace/didChangeWatchedFiles"] if watches else [])

    hover = await answer(
        client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=KEY_POSITION)
        )
    )
    check_markup(hover.contents, capability(client, "text_document.hover.content_format", []))
    assert "Message_Limit" in hover.contents.value

    completion = await answer(
        client.text_document_completion_async(
            types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=KEY_POSITION)
        )
    )
    assert completion.items, "the keys not in the dict yet"
    for item in completion.items:
        if item.label_details:
            assert capability(client, "text_document.completion.completion_item.label_details_support", False)
        if item.tags:
            assert set(item.tags) <= set(capability(client, "text_document.completion.completion_item.tag_support.value_set", []))

    actions = await answer(
        client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(text.split("\n")), character=0)),
                context=types.CodeActionContext(diagnostics=[]),
            )
        )
    )
    literals = capability(client, "text_document.code_action.code_action_literal_support", None) is not None
    preferred = capability(client, "text_document.code_action.is_preferred_support", False)
    if not literals:
        assert all(isinstance(action, types.Command) for action in actions or [])
    else:
        kinds = [action.kind for action in actions]
        assert types.CodeActionKind.QuickFix in kinds and "source.fixAll.nimlint" in kinds, kinds
        for action in actions:
            assert isinstance(action, types.CodeAction), action
            assert action.edit and action.edit.changes and action.edit.changes[uri]
            if action.is_preferred is not None:
                assert preferred
            for diagnostic in action.diagnostics or []:
                check_diagnostic(client, diagnostic)
        assert any(a.is_preferred for a in actions) == bool(preferred)

    colors = await answer(
        client.text_document_document_color_async(
            types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
    )
    swatch = next(c for c in colors if c.range.start.line == COLOR_LINE)
    assert swatch.range.start.character == column(COLOR_PREFIX, encoding)
    # `#FFF` reads as 0x000FFF, the blue NIMKit draws.
    assert (swatch.color.red, swatch.color.green, swatch.color.blue) == (0, 15 / 255, 1)
    presentations = await answer(
        client.text_document_color_presentation_async(
            types.ColorPresentationParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                color=types.Color(red=1.0, green=0.0, blue=0.0, alpha=1.0),
                range=swatch.range,
            )
        )
    )
    assert [p.label for p in presentations] == ["#FF0000"]

    symbols = await answer(
        client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
    )
    hierarchical = capability(client, "text_document.document_symbol.hierarchical_document_symbol_support", False)
    assert symbols and all(isinstance(s, types.DocumentSymbol if hierarchical else types.SymbolInformation) for s in symbols)
    bubble = next(s for s in symbols if s.name == "Bubble")
    if hierarchical:
        assert [side.name for side in bubble.children] == ["Left", "Right"]
    else:
        assert [s.container_name for s in symbols if s.name in ("Left", "Right")] == ["Bubble", "Bubble"]

    line_end = types.Position(line=COLOR_LINE + 1, character=0)
    hints = await answer(
        client.text_document_inlay_hint_async(
            types.InlayHintParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=COLOR_LINE, character=0), end=line_end),
            )
        )
    )
    # Only the line asked for: `#FFF` reads as 0x000FFF, after its `</string>` in the negotiated encoding.
    assert [(h.position, h.label) for h in hints] == [
        (types.Position(line=COLOR_LINE, character=column(COLOR_PREFIX + "#FFF</string>", encoding)), "reads #000FFF (blue)")
    ]

    await answer(client.shutdown_session())
    assert client._server.returncode == 0
