-- A session of Neovim's own LSP client with `nimlint lsp`, run headless by LSPNeovimTests.
-- Neovim 0.7 has vim.lsp.start_client (vim.lsp.start came in 0.8), so this uses it.
-- Each result is one line in RESULT_FILE, which the test reads.
local server = os.getenv("NIMLINT")
local settings = os.getenv("SETTINGS_FILE")
local result_file = os.getenv("RESULT_FILE")
local results = {}
local function say(line) table.insert(results, line) end
local function finish()
  vim.fn.writefile(results, result_file)
  vim.cmd("qall!")
end

local function codes(bufnr)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(found, string.format("%s@%d:%d", d.code or lsp.code, d.lnum, d.col))
  end
  table.sort(found)
  return table.concat(found, " ")
end

vim.cmd("edit " .. vim.fn.fnameescape(settings))
local bufnr = vim.api.nvim_get_current_buf()
local exit_code = nil
local client_id = vim.lsp.start_client({
  name = "nimlint",
  cmd = { server, "lsp" },
  root_dir = vim.fn.fnamemodify(settings, ":h"),
  on_exit = function(code) exit_code = code end,
})
vim.lsp.buf_attach_client(bufnr, client_id)
local client = vim.lsp.get_client_by_id(client_id)

if not vim.wait(15000, function() return #vim.diagnostic.get(bufnr) > 0 end, 20) then
  say("no diagnostics")
  return finish()
end
say("opened " .. codes(bufnr))
-- The server sends isPreferred only to a client that declares it (Neovim 0.8 on).
local declared = vim.lsp.protocol.make_client_capabilities().textDocument.codeAction.isPreferredSupport
say("isPreferredSupport " .. tostring(declared == true))

local params = {
  textDocument = { uri = vim.uri_from_bufnr(bufnr) },
  range = { start = { line = 0, character = 0 }, ["end"] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
  context = { diagnostics = {} },
}
local response = client.request_sync("textDocument/codeAction", params, 10000, bufnr)
local applied = false
for _, action in ipairs(response and response.result or {}) do
  local code = action.diagnostics and action.diagnostics[1] and action.diagnostics[1].code
  say(string.format("action %s %s %s", action.kind, tostring(action.isPreferred), code or "-"))
  if code == "duplicate-key" and not applied then
    vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
    applied = true
  end
end

-- The edit changes the buffer; Neovim sends the change and the server publishes again.
if vim.wait(15000, function() return not codes(bufnr):find("duplicate-key", 1, true) end, 20) then
  say("after fix " .. codes(bufnr))
else
  say("duplicate-key still there")
end

local hover = client.request_sync("textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = 5, character = 8 },
}, 10000, bufnr)
local value = hover and hover.result and hover.result.contents and hover.result.contents.value or ""
say("hover " .. (value:match("^[^\n]*") or ""))

client.stop()
vim.wait(10000, function() return exit_code ~= nil end, 20)
say("exit " .. tostring(exit_code))
finish()
