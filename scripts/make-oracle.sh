#!/usr/bin/env bash
# Reproduces the results engine's oracle: a real JMeter JTL (two labels, ~4% HTTP 500, varied latencies)
# and JMeter's own dashboard statistics for it.
#   scripts/make-oracle.sh [output dir] [plan]   (default: src/results/src/test/resources/oracle, scripts/oracle.jmx)
#   scripts/make-oracle.sh src/results/src/test/resources/oracle-transactions scripts/oracle-transactions.jmx
# Needs the provisioned JMeter (scripts/jmeter-home.sh) and a JDK 17. Everything runs on 127.0.0.1.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="${1:-${repo_root}/src/results/src/test/resources/oracle}"
plan="${2:-${repo_root}/scripts/oracle.jmx}"
jmeter_home="$("${repo_root}/scripts/jmeter-home.sh")"
work="$(mktemp -d)"
server_pid=""

cleanup() {
  if [[ -n "${server_pid}" ]]; then kill "${server_pid}" 2>/dev/null || true; fi
  rm -rf "${work}"
}
trap cleanup EXIT

# /chain answers in 1..13 ms, /other in 4..44 ms, /slow in 2..5 ms but 1.5 s for its first 4 requests, /first as
# /chain but 4 s for its very first request (the run's earliest sample, written after some 3,000 later rows);
# every 25th request of each path gets HTTP 500.
java -Dsun.net.httpserver.nodelay=true "${repo_root}/scripts/LoopbackServer.java" \
  --port 0 --port-file "${work}/port" --paths /chain:1:12,/other:4:40,/slow:2:3:4:1500,/first:1:12:1:4000 --error-every 25 \
  > "${work}/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do [[ -s "${work}/port" ]] && break; sleep 0.2; done
[[ -s "${work}/port" ]] || { echo "make-oracle.sh: the LoopbackServer did not start:" >&2; cat "${work}/server.log" >&2; exit 1; }

# oracle.jmx: 8 users x 200 loops x 2 samplers = 3,200 samples.
java -jar "${jmeter_home}/bin/ApacheJMeter.jar" -n -t "${plan}" \
  -l "${work}/result.jtl" -j "${work}/jmeter.log" \
  -Jport="$(cat "${work}/port")" -Jusers=8 -Jloops=200
java -jar "${jmeter_home}/bin/ApacheJMeter.jar" -g "${work}/result.jtl" -o "${work}/dashboard" -j "${work}/report.log"

mkdir -p "${out_dir}"
cp "${work}/result.jtl" "${out_dir}/result.jtl"
cp "${work}/dashboard/statistics.json" "${out_dir}/statistics.json"
echo "oracle written to ${out_dir} ($(wc -c < "${out_dir}/result.jtl") bytes of JTL)"
