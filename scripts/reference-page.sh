#!/usr/bin/env bash
# A page run's folder made into a reference page for the repository (docs/page.md, "The reference page"):
#
#   scripts/reference-page.sh results/sermant-page/20261126-101500               # -> docs/results/<page>/
#   scripts/reference-page.sh results/sermant-page/20261126-101500 /tmp/page     # elsewhere
#
# 1. checks every scenario's figures against its raw runs (scripts/check-figures.py writes checks.json and checks.md
#    into each scenario's folder there) and stops on a mismatch;
# 2. copies page-plan.json and each scenario's report.json and checks.json, nothing else (no JTL, run.json, samples,
#    logs), into <dest> (default docs/results/<the plan's page name>), which must not exist yet or be empty;
# 3. makes the machine's absolute paths in them relative or placeholders (scripts/relative-paths.py);
# 4. renders page.md and page.html there with `meshbench page` (CommittedPagesTest then checks they regenerate).
set -euo pipefail

repo="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source="${1:-}"
if [[ -z "${source}" || $# -gt 2 ]]; then
  echo "usage: scripts/reference-page.sh <page folder> [<dest>]" >&2
  exit 2
fi
plan="${source}/page-plan.json"
if [[ ! -f "${plan}" ]]; then
  echo "${plan}: missing; give the folder a -Psermant-page run wrote" >&2
  exit 2
fi
name="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1], encoding="utf-8")).get("page") or "sermant-page")' "${plan}")"
dest="${2:-${repo}/docs/results/${name}}"
if [[ -e "${dest}" && -n "$(ls -A "${dest}")" ]]; then
  echo "${dest}: not empty; remove it first (or give another <dest>)" >&2
  exit 2
fi

python3 "${repo}/scripts/check-figures.py" "${source}"

mkdir -p "${dest}"
cp "${plan}" "${dest}/page-plan.json"
# each scenario's folder as the plan names it (default: the scenario's name), where it holds a report.json
python3 -c 'import json, sys
for s in json.load(open(sys.argv[1], encoding="utf-8")).get("scenarios") or []:
    print(s.get("folder") or s.get("scenario"))' "${plan}" | while IFS= read -r folder; do
  if [[ -f "${source}/${folder}/report.json" ]]; then
    mkdir -p "${dest}/${folder}"
    cp "${source}/${folder}/report.json" "${dest}/${folder}/report.json"
    if [[ -f "${source}/${folder}/checks.json" ]]; then
      cp "${source}/${folder}/checks.json" "${dest}/${folder}/checks.json"
    fi
  fi
done

# the machine's absolute paths made relative (the page folder, the repository) or placeholders (the Sermant release)
python3 "${repo}/scripts/relative-paths.py" "${dest}" "${source}" "${repo}"

"${repo}/scripts/meshbench" page "${dest}"
echo "${dest}: commit it (git add ${dest}); CommittedPagesTest checks that it regenerates byte for byte"
