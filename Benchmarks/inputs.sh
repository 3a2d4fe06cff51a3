#!/usr/bin/env bash
# The new inputs (issue 40): the same book read as EPUB, as DTBook and as DOCX.
# From a corpus book (BENCH_BOOK, default moby-dick) the script takes every heading and
# paragraph of its spine, in order, and writes them twice with the same content: a DTBook
# 2005-3 document (level1/h1, level2/h2, p, pagenum) and an EPUB 3 (one XHTML document per
# chapter, a nav). pandoc then writes the EPUB as DOCX. Each is exported to text (reading is
# most of that cost), median of BENCH_ROUNDS runs, run by run in turn.
# Targets (issue 40): the DTBook reads at least as fast as the EPUB (ratio <= 1.0); the
# DOCX costs no more than pandoc's own DOCX -> HTML5 conversion plus our EPUB time.
#
#   Benchmarks/inputs.sh PATH/TO/release/exporttool CORPUS_DIR
#
# Every command runs in its own process group under BENCH_TIMEOUT seconds (default 600).
# Nothing here fails on a timing.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: inputs.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: inputs.sh EXPORTTOOL CORPUS_DIR}
limit=${BENCH_TIMEOUT:-600}
rounds=${BENCH_ROUNDS:-3}
name=${BENCH_BOOK:-moby-dick}
book="$corpus/$name.epub"

echo "== inputs (issue 40): $name as EPUB, DTBook and DOCX, --to text"
if [ ! -f "$book" ]; then echo "skipped: $book not found (corpus absent)"; exit 0; fi
if [ ! -x "$tool" ]; then echo "skipped: $tool is not an executable"; exit 0; fi
scratch inputs-bench

python3 - "$book" "$work" <<'PY'
import html, re, sys, zipfile
from xml.etree import ElementTree as ET

book, work = sys.argv[1], sys.argv[2]
XHTML = "{http://www.w3.org/1999/xhtml}"

def text_of(element):
    return re.sub(r"\s+", " ", "".join(element.itertext())).strip()

# The spine's headings and paragraphs, in order, as (tag, text).
items = []
with zipfile.ZipFile(book) as archive:
    container = ET.fromstring(archive.read("META-INF/container.xml"))
    opf_path = container.find(".//{urn:oasis:names:tc:opendocument:xmlns:container}rootfile").get("full-path")
    opf = ET.fromstring(archive.read(opf_path))
    base = opf_path.rsplit("/", 1)[0] + "/" if "/" in opf_path else ""
    ns = {"opf": "http://www.idpf.org/2007/opf"}
    manifest = {item.get("id"): item.get("href") for item in opf.findall(".//opf:manifest/opf:item", ns)}
    for itemref in opf.findall(".//opf:spine/opf:itemref", ns):
        href = manifest.get(itemref.get("idref"))
        if not href or not href.endswith(("html", "htm")):
            continue
        try:
            document = ET.fromstring(archive.read(base + href))
        except (KeyError, ET.ParseError):
            continue
        for element in document.iter():
            tag = element.tag.replace(XHTML, "")
            if tag in ("h1", "h2", "p"):
                text = text_of(element)
                if text:
                    items.append((tag, text))

esc = lambda s: html.escape(s, quote=False)
# Chapters: a new one at every h1/h2 (the first opens at the start).
chapters, current = [], None
for tag, text in items:
    if tag != "p" or current is None:
        current = {"title": text if tag != "p" else "Opening", "level": 2 if tag == "h2" else 1, "paragraphs": []}
        chapters.append(current)
        if tag == "p":
            current["paragraphs"].append(text)
    else:
        current["paragraphs"].append(text)

# DTBook 2005-3, a print page every 20 paragraphs.
page = 0
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<!DOCTYPE dtbook PUBLIC "-//NISO//DTD dtbook 2005-3//EN" "http://www.daisy.org/z3986/2005/dtbook-2005-3.dtd">',
       '<dtbook xmlns="http://www.daisy.org/z3986/2005/dtbook/" version="2005-3" xml:lang="en">',
       '<head><meta name="dtb:uid" content="bench-inputs"/><meta name="dc:Title" content="Bench"/>'
       '<meta name="dc:Identifier" content="bench-inputs"/><meta name="dc:Language" content="en"/></head>',
       '<book><frontmatter><doctitle>Bench</doctitle></frontmatter><bodymatter>']
count = 0
for index, chapter in enumerate(chapters):
    out.append(f'<level1 id="c{index}"><h1>{esc(chapter["title"])}</h1>')
    for paragraph in chapter["paragraphs"]:
        if count % 20 == 0:
            page += 1
            out.append(f'<pagenum id="p{page}" page="normal">{page}</pagenum>')
        out.append(f"<p>{esc(paragraph)}</p>")
        count += 1
    out.append("</level1>")
out.append("</bodymatter></book></dtbook>")
with open(f"{work}/book.xml", "w", encoding="utf-8") as file:
    file.write("\n".join(out))

# The same content as an EPUB 3: one document per chapter, page breaks where the DTBook has them.
page, count = 0, 0
documents = []
for index, chapter in enumerate(chapters):
    body = [f"<section><h1>{esc(chapter['title'])}</h1>"]
    for paragraph in chapter["paragraphs"]:
        if count % 20 == 0:
            page += 1
            body.append(f'<span epub:type="pagebreak" role="doc-pagebreak" id="p{page}" aria-label="{page}"/>')
        body.append(f"<p>{esc(paragraph)}</p>")
        count += 1
    body.append("</section>")
    documents.append(('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" '
                      'xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en"><head><title>'
                      + esc(chapter["title"]) + "</title></head><body>" + "\n".join(body) + "</body></html>"))
with zipfile.ZipFile(f"{work}/book.epub", "w") as epub:
    epub.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
    epub.writestr("META-INF/container.xml",
                  '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
                  '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
                  compress_type=zipfile.ZIP_DEFLATED)
    manifest = "".join(f'<item id="c{i}" href="c{i}.xhtml" media-type="application/xhtml+xml"/>' for i in range(len(documents)))
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(documents)))
    epub.writestr("OEBPS/content.opf",
                  '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">'
                  '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">bench-inputs</dc:identifier>'
                  '<dc:title>Bench</dc:title><dc:language>en</dc:language>'
                  '<meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata>'
                  f'<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>{manifest}</manifest>'
                  f"<spine>{spine}</spine></package>", compress_type=zipfile.ZIP_DEFLATED)
    links = "".join(f'<li><a href="c{i}.xhtml">{esc(c["title"])}</a></li>' for i, c in enumerate(chapters))
    epub.writestr("OEBPS/nav.xhtml",
                  '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">'
                  f'<head><title>Contents</title></head><body><nav epub:type="toc"><ol>{links}</ol></nav></body></html>',
                  compress_type=zipfile.ZIP_DEFLATED)
    for i, document in enumerate(documents):
        epub.writestr(f"OEBPS/c{i}.xhtml", document, compress_type=zipfile.ZIP_DEFLATED)
print(f"  {len(chapters)} chapters, {count} paragraphs, {page} print pages")
PY
[ -f "$work/book.xml" ] || { echo "  could not write the DTBook and EPUB from $book"; exit 0; }
printf '  DTBook %.1f MB; EPUB %.1f MB' "$(awk "BEGIN{print $(stat -c %s "$work/book.xml")/1048576}")" \
  "$(awk "BEGIN{print $(stat -c %s "$work/book.epub")/1048576}")"
have_pandoc=0
if command -v pandoc >/dev/null && pandoc "$work/book.epub" -o "$work/book.docx" 2>/dev/null; then
  have_pandoc=1
  printf '; DOCX (pandoc %s) %.1f MB' "$(pandoc --version | head -n 1 | cut -d' ' -f2)" \
    "$(awk "BEGIN{print $(stat -c %s "$work/book.docx")/1048576}")"
fi
echo
echo "  median of $rounds runs each, in turn; load average $(cut -d' ' -f1-3 /proc/loadavg)"

for ((i = 0; i < rounds; i++)); do
  run epub "$tool" export "$work/book.epub" --to text -o "$work/epub.txt"
  run dtbook "$tool" export "$work/book.xml" --to text -o "$work/dtbook.txt"
  if [ "$have_pandoc" = 1 ]; then
    run docx "$tool" export "$work/book.docx" --to text -o "$work/docx.txt"
    run pandoc pandoc "$work/book.docx" -f docx -t html5 --mathml -o "$work/pandoc.html"
  fi
done
line() { printf '  %-44s %8.2f s  %7.1f MB peak  %6.2f s CPU%s\n' "$1" "$(seconds "$2")" "$(megabytes "$2")" "$(cpu "$2")" "$(notes "$2")"; }
line "exporttool export book.epub --to text" epub
line "exporttool export book.xml (DTBook) --to text" dtbook
echo "  DTBook / EPUB: $(ratio "$(seconds dtbook)" "$(seconds epub)")x wall, $(ratio "$(cpu dtbook)" "$(cpu epub)")x CPU (target <= 1.0)"
if [ "$have_pandoc" = 1 ]; then
  line "exporttool export book.docx --to text" docx
  line "pandoc book.docx -t html5 --mathml" pandoc
  budget=$(awk "BEGIN{print $(seconds pandoc) + $(seconds epub)}")
  echo "  DOCX / (pandoc + EPUB): $(ratio "$(seconds docx)" "$budget")x wall (target <= 1.0)"
else
  echo "  DOCX skipped: pandoc is not installed or could not write the DOCX"
fi
# The three texts should hold the same words: a quick agreement figure, so a fast but
# wrong reading shows.
python3 - "$work/epub.txt" "$work/dtbook.txt" "$work/docx.txt" <<'PY'
import collections, re, sys
def words(path):
    try:
        return collections.Counter(re.findall(r"\w+", open(path, encoding="utf-8").read().lower()))
    except OSError:
        return None
reference = words(sys.argv[1])
for label, path in (("DTBook", sys.argv[2]), ("DOCX", sys.argv[3])):
    other = words(path)
    if reference is None or other is None:
        continue
    shared = sum((reference & other).values())
    print(f"  word agreement with the EPUB's text, {label}: recall {shared / max(1, sum(reference.values())):.3f}, "
          f"precision {shared / max(1, sum(other.values())):.3f}")
PY
exit 0
