#!/usr/bin/env python3
"""Makes the machine's absolute paths in a reference page's JSON files relative, or placeholders.

    python3 scripts/relative-paths.py <dest> <page run folder> <repository> [<sermant home>]

In every *.json under <dest> (the copied page-plan.json, report.json and checks.json files), as text so that nothing
else changes: the page run's folder becomes relative to the page folder ("xds-routing/runs/..."), the repository
relative to the repository ("scenarios/router.yaml"), and the Sermant release folder (the commands' --sermant-home or
-Dsermant.home, or the one given) the placeholder "<sermant-agent folder>", as the page's commands already write it.
Then it fails (exit 1, naming file and path) on any absolute path left outside /sys, /proc and /dev, which are the
operating system's, the same on every Linux machine. CommittedDataPathsTest holds the committed files to the same
rule. Standard library only.
"""
import json
import os
import re
import sys

# an absolute path: a slash not inside a word, a URL or a path, a first segment of 2+ characters starting with a letter
ABSOLUTE = re.compile(r"(?<![\w.:/>-])/(?!sys/|proc/|dev/)[A-Za-z][A-Za-z0-9._-]+(?:/[A-Za-z0-9._…-]+)+")
HOME = re.compile(r"(?:--sermant-home=|-Dsermant\.home=)(/[^\s\"']+)")


def sermant_homes(text):
    return {match.group(1).rstrip("/") for match in HOME.finditer(text)}


def relativize(text, page_run, repository, homes):
    for home in sorted(homes, key=len, reverse=True):
        text = text.replace(home, "<sermant-agent folder>")
    text = text.replace(page_run + "/", "").replace('"' + page_run + '"', '"."')
    return text.replace(repository + "/", "")


def main(argv):
    if len(argv) not in (4, 5):
        print("usage: scripts/relative-paths.py <dest> <page run folder> <repository> [<sermant home>]",
              file=sys.stderr)
        return 2
    dest, page_run, repository = argv[1], os.path.realpath(argv[2]), os.path.realpath(argv[3])
    files = [os.path.join(root, name) for root, _, names in os.walk(dest) for name in names if name.endswith(".json")]
    texts = {}
    homes = set([argv[4].rstrip("/")] if len(argv) == 5 else [])
    for path in sorted(files):
        with open(path, encoding="utf-8") as f:
            texts[path] = f.read()
        homes |= sermant_homes(texts[path])
    left = 0
    for path, text in texts.items():
        changed = relativize(text, page_run, repository, homes)
        json.loads(changed)  # still JSON: a path is never a JSON token
        if changed != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(changed)
        for match in ABSOLUTE.finditer(changed):
            print(f"{path}: an absolute path is left: {match.group(0)}", file=sys.stderr)
            left += 1
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
