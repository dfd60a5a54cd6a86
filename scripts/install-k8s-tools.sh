#!/usr/bin/env bash
# Installs what the Kubernetes manifest test (K8sManifestsIT) renders and validates with, so that the test itself
# fetches nothing: kustomize (its Go module) and kubernetes-validate (PyPI; ships Kubernetes' JSON schemas).
# Into ${MESHBENCH_TOOLS:-~/.cache/meshbench-tools}; prints that folder. Needs go and python3 (with venv).
set -euo pipefail

tools="${MESHBENCH_TOOLS:-$HOME/.cache/meshbench-tools}"
mkdir -p "${tools}"
if [[ ! -x "${tools}/bin/kustomize" ]]; then
  (cd /tmp && GOBIN="${tools}/bin" go install sigs.k8s.io/kustomize/kustomize/v5@v5.5.0)
fi
if [[ ! -x "${tools}/venv/bin/kubernetes-validate" ]]; then
  python3 -m venv "${tools}/venv"
  "${tools}/venv/bin/pip" install -q kubernetes-validate==1.37.0
fi
echo "${tools}"
