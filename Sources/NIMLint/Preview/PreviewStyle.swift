/// The preview page's style sheet, inline in the page.
enum PreviewStyle {
    static let css = """
        body{margin:0;font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fff;color:#000}
        header,footer{padding:8px 12px;background:#f7f7f7;border-bottom:1px solid #ddd}
        h1{font-size:16px;margin:0 0 4px}h2{font-size:13px;margin:8px 0 4px;color:#555}h2 small{font-weight:normal}
        .file.problem{color:#b00020;font-weight:bold}
        #chat{padding:4px 12px}
        .setting{font-size:11px;color:#555;margin:4px 0}
        .timestamp{text-align:center;font-size:11px;color:#888;margin:6px auto;width:max-content;padding:1px 6px;border-radius:8px;background:rgba(0,0,0,.06)}
        .row{display:flex;align-items:flex-start;gap:8px;margin:6px 0}
        .row.outgoing{flex-direction:row-reverse}
        .avatar{width:42px;height:42px;border-radius:21px;background:#9db4d3;flex:none}
        .bubble{border:0 solid transparent;border-image-repeat:stretch;max-width:55%}
        .bubble.outlined{outline:1px dashed #999;outline-offset:-1px}
        .bubble.highlighted{opacity:.85}
        .bubble.spills{outline:2px solid #b00020}
        .content{display:block;overflow-wrap:anywhere}
        .note{font-size:11px;color:#b00020;align-self:center}
        .flagged{box-shadow:inset 3px 0 0 #b00020}
        #chat.flagged{box-shadow:inset 4px 0 0 #b00020}
        .timestamp.flagged{box-shadow:0 0 0 1px #b00020}
        .findings{margin:2px 0;padding-left:18px;font-size:12px;background:rgba(255,255,255,.8)}
        .finding.error{color:#b00020}.finding.warning{color:#9a6700}.finding.note{color:#555}
        #findings-index{font-size:12px}#findings-index ul{margin:2px 0;padding-left:18px}
        footer{border-top:1px solid #ddd}
        .input-row{display:flex;gap:8px;align-items:center}
        #input{flex:1;padding:6px;border:1px solid #ccc;border-radius:4px}
        """
}
