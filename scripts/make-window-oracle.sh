#!/usr/bin/env bash
# Reproduces the oracle of JMeter's percentile window: the deterministic JTL of WindowOracleJtl (66,000 rows, three
# labels of 22,000, more than the 20,000 samples JMeter's dashboard keeps per percentile) and the statistics.json that
# JMeter's own dashboard generator (`jmeter -g`) computes from it, with JMeter's defaults.
#   scripts/make-window-oracle.sh [JMeter home]   (default: scripts/jmeter-home.sh)
# Needs the test classes (./mvnw -pl src/results test-compile) and a JDK 17. The test writes the JTL again.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jmeter_home="${1:-$("${repo_root}/scripts/jmeter-home.sh")}"
out_dir="${repo_root}/src/results/src/test/resources/oracle-window"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT

java -cp "${repo_root}/src/results/target/test-classes" io.meshbench.results.benchmark.WindowOracleJtl "${work}/result.jtl"
java -jar "${jmeter_home}/bin/ApacheJMeter.jar" -g "${work}/result.jtl" -o "${work}/dashboard" -j "${work}/report.log"
mkdir -p "${out_dir}"
cp "${work}/dashboard/statistics.json" "${out_dir}/statistics.json"
echo "sha256 of the JTL: $(sha256sum "${work}/result.jtl" | cut -d' ' -f1)"
echo "oracle written to ${out_dir}"
