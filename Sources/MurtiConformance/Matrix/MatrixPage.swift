import Foundation

/// The shell every page of `matrix` shares (docs/MATRIX.md "The page"): one self-contained
/// HTML document with its style and script inline, and a Content-Security-Policy that lets
/// exactly those two run and loads nothing else (no network, no frame, no form target), so the
/// page works from `file://` and an escaping mistake cannot become a script.
enum MatrixPage {
    /// A whole document: `title` (escaped here), `body` (HTML built with ``HTMLText``), and
    /// `data` (a JSON text for the script, escaped here for its `<script>` element).
    static func document(title: String, body: String, data: String) -> String {
        let policy = [
            "default-src 'none'", "style-src '\(hash(style))'", "script-src '\(hash(script))'", "img-src 'none'",
            "connect-src 'none'", "font-src 'none'", "frame-src 'none'", "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="referrer" content="no-referrer">
            <title>\(OutputSink.html.escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body)
            <script type="application/json" id="matrix-data">\(HTMLText.scriptJSON(data))</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// `'sha256-…'` of `text`'s UTF-8 bytes, as CSP 3 spells a hash source.
    static func hash(_ text: String) -> String {
        var digest = SHA256Digest()
        digest.update(Data(text.utf8))
        let hex = Array((digest.finalize() ?? "").utf8)
        var bytes = Data()
        var index = 0
        while index + 1 < hex.count {
            bytes.append(UInt8(String(decoding: hex[index...index + 1], as: UTF8.self), radix: 16) ?? 0)
            index += 2
        }
        return "sha256-" + bytes.base64EncodedString()
    }

    /// The page's style: light by default, dark under `prefers-color-scheme: dark`; state
    /// colours come with a mark, so nothing is told by colour alone.
    static let style = """
        :root{--bg:#fff;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--head:#f6f8fa;--p:#1a7f37;--pb:#dafbe1;--f:#cf222e;--fb:#ffebe9;\
        --e:#9a6700;--eb:#fff8c5;--u:#57606a;--ub:#eaeef2;--x:#8250df;--xb:#fbefff;--i:#0969da;--ib:#ddf4ff;--focus:#0969da}
        @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#30363d;--head:#161b22;--p:#3fb950;\
        --pb:#12261e;--f:#ff7b72;--fb:#3c1618;--e:#d29922;--eb:#2e2410;--u:#9198a1;--ub:#21262d;--x:#d2a8ff;--xb:#2c1d3f;--i:#79c0ff;\
        --ib:#0c2d4a;--focus:#79c0ff}}
        *{box-sizing:border-box}body{margin:0;padding:1rem 1.25rem;background:var(--bg);color:var(--fg);\
        font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
        h1{font-size:1.35rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}h3{margin:0 0 .5rem;font-size:1rem;word-break:break-all}
        .meta{color:var(--muted);margin:0}.notes{border-left:4px solid var(--e);background:var(--eb);padding:.4rem .75rem;margin:.75rem 0}
        .notes p{margin:.2rem 0}code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        table{border-collapse:collapse}th,td{border:1px solid var(--line);padding:.2rem .4rem;text-align:left;vertical-align:top}
        thead th{background:var(--head);position:sticky;top:0;z-index:1}.scroll{overflow-x:auto;max-width:100%}\
        .impls td{max-width:24rem}.impls td.scope,.impls td.cert{min-width:13rem}.impls td.bad{min-width:12rem}\
        .impls td.totals{font-variant-numeric:tabular-nums;min-width:17rem}
        .badge{display:inline-block;border-radius:3px;padding:0 .4rem;font-weight:600;color:#fff}.badge.green{background:#1a7f37}\
        .badge.yellow{background:#9a6700}.badge.red{background:#cf222e}.badge.other{background:#57606a}
        form{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:.5rem 0}select{font:inherit;padding:.15rem}
        .grid{font-size:12px}.grid thead th{writing-mode:horizontal-tb;max-width:9rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .grid th[scope=row]{font-weight:normal;white-space:nowrap}.grid td{text-align:center;padding:0}
        .gh th,.gh td{background:var(--head);font-weight:600}.rh th,.rh td{color:var(--muted);font-weight:600}.gh td,.rh td{padding:.2rem .4rem;white-space:nowrap}
        .tg{font:inherit;font-weight:600;background:none;border:0;color:inherit;cursor:pointer;padding:0}.tg::before{content:"▾ "}\
        .collapsed .tg::before{content:"▸ "}.collapsed tr:not(.gh){display:none}
        .grid td button{font:inherit;width:100%;min-width:2.2rem;border:0;padding:.2rem .3rem;cursor:pointer;background:transparent;color:var(--fg)}
        button:focus-visible,select:focus-visible{outline:2px solid var(--focus);outline-offset:-2px}
        .p{color:var(--p)!important;background:var(--pb)!important}.f{color:var(--f)!important;background:var(--fb)!important;font-weight:700}\
        .e,.s,.n{color:var(--e)!important;background:var(--eb)!important;font-weight:700}.u,.a{color:var(--u)!important;background:var(--ub)!important}\
        .x{color:var(--x)!important;background:var(--xb)!important}.i{color:var(--i)!important;background:var(--ib)!important}
        .legend span{display:inline-block;padding:0 .35rem;margin:0 .35rem .2rem 0;border-radius:3px}
        tr[hidden],td[hidden],th[hidden]{display:none}
        dialog{max-width:min(60rem,95vw);max-height:90vh;overflow:auto;background:var(--bg);color:var(--fg);border:1px solid var(--line);\
        border-radius:6px;padding:1rem}dialog::backdrop{background:rgb(0 0 0 / .45)}
        dialog pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--head);padding:.4rem;margin:.2rem 0 .6rem}
        dialog .close{float:right;font:inherit}dialog dt{font-weight:600;margin-top:.5rem}dialog dd{margin:0 0 0 1rem}dialog .sel{outline:2px solid var(--focus);outline-offset:2px}
        .changes td{text-align:left}.changes td:first-child{white-space:nowrap}
        """

    /// The page's behaviour: the filters (read from and written to the URL's fragment,
    /// `#filter=failing&impl=2`, so a link or a headless browser opens a filtered view;
    /// `fixture=ID` opens that fixture's details), the cell dialog (built with `textContent` only), arrow keys between cells, collapsible
    /// groups, and the time the page took to become ready (`data-render-ms` on `<html>`, from
    /// navigation start; `data-script-ms`, the script's own share).
    static let script = """
        "use strict";(function(){const start=performance.now();
        const D=JSON.parse(document.getElementById("matrix-data").textContent);const S=i=>i<0?null:D.s[i];
        const grid=document.getElementById("grid"),fs=document.getElementById("filter"),is=document.getElementById("impl");
        const out=document.getElementById("shown"),dlg=document.getElementById("detail");let shownImpl=-1;
        function params(){const p=new URLSearchParams(location.hash.slice(1));return{f:p.get("filter")||"all",i:p.get("impl")||"",x:p.get("fixture")}}
        function implIndex(v){if(!v||!D.c)return -1;const n=parseInt(v,10);if(String(n)===v&&n>=1&&n<=D.c.length)return n-1;return D.c.indexOf(v)}
        function apply(){if(!grid)return;const f=fs?fs.value:"all",k=is?implIndex(is.value):-1;let shown=0,total=0;
        for(const tb of grid.tBodies){let any=false;let rule=null,ruleAny=false;
        for(const tr of tb.rows){if(tr.classList.contains("gh"))continue;
        if(tr.classList.contains("rh")){if(rule)rule.hidden=!ruleAny;rule=tr;ruleAny=false;continue}
        total++;let show=true;if(f==="failing")show=k<0?tr.classList.contains("failing"):isFailing(tr.cells[k+1]);
        else if(f==="differing")show=tr.classList.contains("differs");if(tr.hidden===show)tr.hidden=!show;if(show){shown++;any=true;ruleAny=true}}
        if(rule)rule.hidden=!ruleAny;if(tb.hidden===any)tb.hidden=!any}
        if(k!==shownImpl){for(const row of grid.rows)for(let c=1;c<row.cells.length;c++){const want=k>=0&&c!==k+1;if(row.cells[c].hidden!==want)row.cells[c].hidden=want}shownImpl=k}
        document.documentElement.dataset.filter=f;document.documentElement.dataset.impl=k>=0?String(k+1):"";
        if(out)out.textContent=shown+" of "+total+" fixtures shown"}
        function isFailing(td){const b=td&&td.firstElementChild;return !!b&&/^(f|e|s|n|x)$/.test(b.className)}
        function fromHash(){const p=params();if(fs)fs.value=["all","failing","differing"].includes(p.f)?p.f:"all";
        if(is){const k=implIndex(p.i);is.value=k>=0?String(k+1):""}apply();
        if(p.x&&D.r){const r=D.r.findIndex(row=>S(row[0])===p.x);if(r>=0&&dlg&&!dlg.open)open(r,implIndex(p.i))}}
        function toHash(){const p=new URLSearchParams();if(fs&&fs.value!=="all")p.set("filter",fs.value);if(is&&is.value)p.set("impl",is.value);
        history.replaceState(null,"",p.toString()?"#"+p.toString():location.pathname+location.search);apply()}
        if(fs)fs.addEventListener("change",toHash);if(is)is.addEventListener("change",toHash);addEventListener("hashchange",fromHash);
        function add(parent,tag,text,cls){const e=document.createElement(tag);if(text!==null&&text!==undefined)e.textContent=text;if(cls)e.className=cls;parent.appendChild(e);return e}
        function open(r,col){const row=D.r[r];if(!row||!dlg)return;const body=dlg.querySelector(".body");body.replaceChildren();
        add(body,"h3",S(row[0]));add(body,"p",S(row[1]));add(body,"h4","Expected");add(body,"p",S(row[2]));add(body,"pre",S(row[3]));
        if(row[4]>=0)add(body,"p","The expectation differs in: "+S(row[4]));add(body,"h4","Answers");const dl=add(body,"dl");
        row[5].forEach((cell,c)=>{const dt=add(dl,"dt",D.c[c]+": "+S(cell[0])+(cell[1]>=0?" ("+S(cell[1])+")":""),c===col?"sel":"");
        const dd=add(dl,"dd");if(cell[2]>=0)add(dd,"p",S(cell[2]));if(cell[3]>=0)add(dd,"p","answer: "+S(cell[3]));
        if(cell[4]>=0)add(dd,"pre",S(cell[4]))});dlg.showModal();const close=dlg.querySelector("button.close");if(close)close.focus()}
        if(grid){grid.addEventListener("click",e=>{const b=e.target.closest("td button");if(!b)return;const tr=b.closest("tr");
        open(parseInt(tr.dataset.r,10),b.parentElement.cellIndex-1)});
        grid.addEventListener("click",e=>{const t=e.target.closest("button.tg");if(!t)return;const tb=t.closest("tbody");
        tb.classList.toggle("collapsed");t.setAttribute("aria-expanded",String(!tb.classList.contains("collapsed")))});
        grid.addEventListener("keydown",e=>{const b=e.target.closest("td button");if(!b)return;const td=b.parentElement,tr=td.parentElement;
        const step={ArrowRight:[0,1],ArrowLeft:[0,-1],ArrowDown:[1,0],ArrowUp:[-1,0]}[e.key];if(!step)return;e.preventDefault();
        let r=tr,c=td.cellIndex;if(step[1]){let n=c+step[1];while(r.cells[n]&&r.cells[n].hidden)n+=step[1];if(r.cells[n]&&r.cells[n].firstElementChild&&n>0)r.cells[n].firstElementChild.focus();return}
        const rows=[...grid.querySelectorAll("tr[data-r]")].filter(x=>!x.hidden&&!x.closest("tbody").classList.contains("collapsed"));
        const at=rows.indexOf(tr)+step[0];if(rows[at]&&rows[at].cells[c])rows[at].cells[c].firstElementChild.focus()})}
        if(dlg){const close=dlg.querySelector("button.close");if(close)close.addEventListener("click",()=>dlg.close())}
        fromHash();const root=document.documentElement.dataset;root.scriptMs=String(Math.round(performance.now()-start));root.renderMs=String(Math.round(performance.now()));
        addEventListener("load",()=>{document.documentElement.dataset.loadMs=String(Math.round(performance.now()))})})();
        """
}
