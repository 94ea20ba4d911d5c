-- Neovim's own LSP client asks `nimlint lsp` for a bubble file's outline and inlay hints, run headless by
-- LSPNeovimTests, with vim.lsp.buf_request_sync as a plugin would (Neovim 0.7 draws no inlay hints itself).
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

vim.cmd("edit " .. vim.fn.fnameescape(settings))
local bufnr = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(bufnr)
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
local declared = vim.lsp.protocol.make_client_capabilities().textDocument.documentSymbol
say("hierarchical " .. tostring(declared.hierarchicalDocumentSymbolSupport == true))
say("encoding " .. tostring(client.offset_encoding))

local function walk(symbols, depth)
  for _, symbol in ipairs(symbols or {}) do
    local range = symbol.range or symbol.location.range
    say(string.format("symbol %s%s %d %d:%d %s", string.rep(">", depth), symbol.name, symbol.kind,
      range.start.line, range.start.character, symbol.detail or "-"))
    walk(symbol.children, depth + 1)
  end
end
local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/documentSymbol", { textDocument = { uri = uri } }, 10000)
for _, response in pairs(responses or {}) do walk(response.result, 0) end

local function hints(first, last)
  local found = {}
  local params = { textDocument = { uri = uri }, range = { start = { line = first, character = 0 }, ["end"] = { line = last, character = 0 } } }
  for _, response in pairs(vim.lsp.buf_request_sync(bufnr, "textDocument/inlayHint", params, 10000) or {}) do
    if response.err then table.insert(found, "error " .. tostring(response.err.message)) end
    for _, hint in ipairs(response.result or {}) do
      table.insert(found, string.format("%d:%d %s", hint.position.line, hint.position.character, hint.label))
    end
  end
  return found
end
for _, hint in ipairs(hints(0, vim.api.nvim_buf_line_count(bufnr))) do say("hint " .. hint) end
say("lines 13-15 " .. table.concat(hints(13, 16), " | "))

-- A line typed above every entry: Neovim sends the change, and the hints move with the text.
vim.api.nvim_buf_set_lines(bufnr, 3, 3, false, { "" })
local moved = vim.wait(15000, function()
  return table.concat(hints(16, 17), " | "):find("16:24 reads", 1, true) ~= nil
end, 50)
say("after typing " .. table.concat(hints(16, 17), " | ") .. (moved and "" or " (did not move)"))

client.stop()
vim.wait(10000, function() return exit_code ~= nil end, 20)
say("exit " .. tostring(exit_code))
finish()
