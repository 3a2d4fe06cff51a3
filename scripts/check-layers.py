#!/usr/bin/env python3
"""The package graph keeps the layers: a renderer can reach neither the reader, the book's
blocks (BookModel) nor the umbrella, and every target imports only what it declares.

Reads `swift package dump-package` (run before the build holds the package lock) and each
target's sources. With `--explicit-target-dependency-import-check error` (the Makefile's
build flags) the compiler refuses an import a target does not declare; this check adds
that no declared path leads from a renderer to the layers above it, and that the table of
targets in docs/architecture.md is the package's graph. Exit 1 names the fault.
"""
import json
import pathlib
import re
import subprocess
import sys

RENDERERS = ["TextExport", "SSMLExport", "BrailleExport", "HTMLExport", "NarrationExport", "EBrailleExport", "DAISYExport"]
# Reached only through the Speech data layer: the reader page and narration never import SSML.
SPEECH_CONSUMERS = ["HTMLExport", "NarrationExport", "DAISYExport"]
FORBIDDEN = {"BookModel", "EPUBReader", "ExportKit", "EPUBWriter", "JSONExport", "ExportService", "exporttool"}
SYSTEM = {"Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Synchronization", "Testing", "XCTest", "_Concurrency"}

root = pathlib.Path(__file__).resolve().parent.parent
package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                    capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in package["targets"]}


def direct(name):
    found = set()
    for dependency in targets[name]["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                found.add(dependency[kind][0])
    return found


def closure(name):
    seen, todo = set(), [name]
    while todo:
        for dependency in direct(todo.pop()):
            if dependency in targets and dependency not in seen:
                seen.add(dependency)
                todo.append(dependency)
    return seen


faults = []
for renderer in RENDERERS:
    reached = closure(renderer) & FORBIDDEN
    if reached:
        faults.append(f"{renderer} can reach {', '.join(sorted(reached))}")
# The HTTP service sits beside the command line: the library never reaches it.
if "ExportService" in targets and "ExportService" in closure("ExportKit"):
    faults.append("ExportKit can reach ExportService: the service sits above the umbrella")
for consumer in SPEECH_CONSUMERS:
    if "SSMLExport" in closure(consumer):
        faults.append(f"{consumer} can reach SSMLExport: it must take speech from the Speech layer")
if "Speech" in targets and closure("Speech") & (FORBIDDEN | set(RENDERERS)):
    faults.append("Speech can reach " + ", ".join(sorted(closure("Speech") & (FORBIDDEN | set(RENDERERS)))))
for name, target in targets.items():
    if target["type"] not in ("regular", "executable", "test"):
        continue
    folder = root / ("Tests" if target["type"] == "test" else "Sources") / name
    allowed = direct(name) | SYSTEM
    for source in folder.rglob("*.swift"):
        for module in re.findall(r"^(?:@[\w]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", source.read_text(), re.M):
            if module not in allowed and module != name:
                faults.append(f"{source.relative_to(root)} imports {module}, which {name} does not declare")
# docs/architecture.md lists every target and what it declares: it must be Package.swift's graph.
architecture = (root / "docs" / "architecture.md").read_text()
table = re.search(r"<!-- targets:begin -->(.*?)<!-- targets:end -->", architecture, re.S)
if not table:
    faults.append("docs/architecture.md has no table of targets between its targets:begin and targets:end marks")
else:
    documented = {}
    for row in table.group(1).splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) != 2 or cells[0] in ("target", "---"):
            continue
        documented[cells[0]] = set(filter(None, (name.strip() for name in cells[1].split(","))))
    declared = {name: direct(name) for name, target in targets.items()
                if target["type"] in ("regular", "executable")}
    for name in sorted(set(declared) | set(documented)):
        if name not in documented:
            faults.append(f"docs/architecture.md does not list target {name}")
        elif name not in declared:
            faults.append(f"docs/architecture.md lists {name}, which Package.swift does not have")
        elif documented[name] != declared[name]:
            faults.append(f"docs/architecture.md says {name} declares {', '.join(sorted(documented[name])) or 'nothing'}; "
                          f"Package.swift: {', '.join(sorted(declared[name])) or 'nothing'}")
for fault in faults:
    print("layer check: " + fault, file=sys.stderr)
if faults:
    sys.exit(1)
print(f"layer check: {len(RENDERERS)} renderers reach neither the reader, the book model nor the umbrella; "
      f"every import of {len(targets)} targets is declared; docs/architecture.md lists the graph as it is")
