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
        .row{display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px;margin:6px 0}
        .row.outgoing{flex-direction:row-reverse}
        .avatar{width:42px;height:42px;border-radius:21px;background:#9db4d3;flex:none}
        .bubble{border:0 solid transparent;border-image-repeat:stretch;max-width:55%}
        .row.centred{justify-content:center;position:relative}.row.centred .avatar{position:absolute}.row.centred.outgoing .avatar{right:0}
        .bubble.outlined{outline:1px dashed #999;outline-offset:-1px}
        .bubble.standin{position:relative;border-radius:16px;background:#fff;box-shadow:0 0 0 1px #dcdfe4}
        .bubble.standin::before{content:"";position:absolute;top:12px;border:7px solid transparent}
        .incoming .bubble.standin::before{left:-13px;border-right-color:#fff}
        .outgoing .bubble.standin{background:#3d8ef5;box-shadow:none}
        .outgoing .bubble.standin::before{right:-13px;border-left-color:#3d8ef5}
        .centred .bubble.standin{background:#aab0b9;border-radius:8px;box-shadow:none}
        .centred .bubble.standin::before{display:none}
        .bubble.highlighted{opacity:.85}
        .bubble.spills{outline:2px solid #b00020}
        .stand-ins{font-size:12px;color:#555}
        .content{display:block;overflow-wrap:anywhere;position:relative}
        .content .label{position:absolute;white-space:nowrap}
        .thumbnail{position:absolute;inset:0;border-radius:13px;background:linear-gradient(135deg,#8fa4bf,#d5dde7)}
        .thumbnail.video{background:linear-gradient(135deg,#2f343c,#5d6572)}
        .play{position:absolute;left:50%;top:50%;margin:-16px;width:32px;height:32px;border-radius:16px;background:rgba(255,255,255,.85)}
        .play::after{content:"";position:absolute;left:12px;top:9px;border:7px solid transparent;border-left:11px solid #333;border-right:0}
        .voice{position:absolute;top:0;line-height:30px;font-weight:bold;letter-spacing:-2px;color:#8a8f96}
        .incoming .voice{left:0}.outgoing .voice{right:0;color:#fff;transform:scaleX(-1)}
        .duration{top:50%;transform:translateY(-50%)}
        .incoming .duration{right:0}.outgoing .duration{left:0}
        .content.file{background:#fff;border-radius:13px}
        .file-icon{position:absolute;left:15px;top:30px;width:40px;height:50px;border-radius:3px;background:#5b9bf0}
        .file-name{left:90px;top:25px;max-width:115px;overflow:hidden;text-overflow:ellipsis}
        .file-size{right:15px;bottom:15px;color:#aaa}
        .map{position:absolute;inset:0;border-radius:13px;background:#7f9a86 repeating-linear-gradient(45deg,transparent 0 14px,#a9bfae 14px 16px)}
        .content .place{left:10px;width:90px;top:72.5px;height:35px;white-space:normal;display:flex;align-items:center;justify-content:center;text-align:center;overflow:hidden}
        .content.unknown .label{inset:0;display:flex;align-items:center;justify-content:center}
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
