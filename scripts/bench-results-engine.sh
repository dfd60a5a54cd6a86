#!/usr/bin/env bash
# Benchmark of the results engine: generates JTL files of N rows in JMeter's default CSV format, then prints, for each,
# the wall time and peak memory (RSS) of `meshbench stats` beside those of `jmeter -g` (JMeter's dashboard generator,
# from the JMeter home that jmeter-maven-plugin provisions) on the same file.
#
#   scripts/bench-results-engine.sh                      # 2,000,000 rows with jmeter -g, 10,000,000 rows ours only
#   scripts/bench-results-engine.sh --rows 500000 --jmeter-rows 500000
#   scripts/bench-results-engine.sh --keep               # keep the generated files (under target/bench-results-engine)
#   scripts/bench-results-engine.sh --repeat 5           # runs of ours per file (default 3): median and best shown
#
# Ours runs with -Xmx256m throughout (memory must not grow with the number of samples), once with the default CSV
# reader and once with Commons CSV (--csv-reader commons) for comparison. jmeter -g runs with the heap JMeter's own
# launch script gives it (-Xms1g -Xmx1g). Needs /usr/bin/time (Debian package "time").
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rows_list=()
jmeter_rows=2000000
keep=false
repeat=3
while [[ $# -gt 0 ]]; do
  case "$1" in
    --rows) rows_list+=("$2"); shift 2 ;;
    --jmeter-rows) jmeter_rows="$2"; shift 2 ;;
    --keep) keep=true; shift ;;
    --repeat) repeat="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "bench-results-engine.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
done
[[ ${#rows_list[@]} -gt 0 ]] || rows_list=(2000000 10000000)

if [[ ! -x /usr/bin/time ]]; then
  echo "bench-results-engine.sh: /usr/bin/time is missing: apt-get install time" >&2
  exit 1
fi

work="${repo}/src/results/target/bench-results-engine"
mkdir -p "${work}"
cleanup() { [[ "${keep}" == true ]] || rm -f "${work}"/*.jtl; rm -rf "${work}/dashboard"; }
trap cleanup EXIT

echo "Building the results engine..." >&2
(cd "${repo}" && flock /tmp/mb-results.lock ./mvnw -B -q -pl src/results package -DskipTests \
  && ./mvnw -B -q -pl src/results dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile="${work}/classpath.txt" >/dev/null)
classpath="${repo}/src/results/target/classes:$(cat "${work}/classpath.txt")"

jmeter_home=""
if jmeter_home="$("${repo}/scripts/jmeter-home.sh" 2>/dev/null)"; then :; else
  echo "No provisioned JMeter (scripts/jmeter-home.sh failed): measuring ours only." >&2
  jmeter_home=""
fi

# Runs a command under /usr/bin/time; prints "<wall seconds> <peak RSS MB> <CPU seconds, user + system>".
measure() {
  local log="${work}/time.log"
  if ! /usr/bin/time -f "%e %M %U %S" -o "${log}" "$@" >"${work}/out.txt" 2>"${work}/err.txt"; then
    echo "bench-results-engine.sh: failed: $*" >&2
    cat "${work}/err.txt" >&2
    exit 1
  fi
  awk '{printf "%s %.0f %.2f\n", $1, $2 / 1024, $3 + $4}' "${log}"
}

printf '\n| rows | file MB | tool | wall s (median) | CPU s | peak RSS MB | speed-up vs jmeter -g (wall) | load avg before |\n|---:|---:|---|---:|---:|---:|---:|---:|\n'
for rows in "${rows_list[@]}"; do
  jtl="${work}/result-${rows}.jtl"
  [[ -f "${jtl}" ]] || java -cp "${repo}/src/results/target/test-classes:${classpath}" io.meshbench.results.benchmark.JtlGenerator "${rows}" "${jtl}"
  size_mb=$(( $(stat -c %s "${jtl}") / 1048576 ))
  cat "${jtl}" >/dev/null   # the page cache holds the file for every tool alike

  jmeter_wall=""
  if [[ -n "${jmeter_home}" && "${rows}" -le "${jmeter_rows}" ]]; then
    rm -rf "${work}/dashboard"
    load="$(cut -d' ' -f1 /proc/loadavg)"
    read -r jmeter_wall jmeter_rss jmeter_cpu < <(measure java -Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m \
      -jar "${jmeter_home}/bin/ApacheJMeter.jar" -g "${jtl}" -o "${work}/dashboard" -j "${work}/jmeter.log")
    printf '| %s | %s | jmeter -g (JMeter 5.6.3, -Xmx1g) | %s | %s | %s | 1x | %s |\n' "${rows}" "${size_mb}" \
      "${jmeter_wall}" "${jmeter_cpu}" "${jmeter_rss}" "${load}"
  fi
  for reader in fast commons; do
    load="$(cut -d' ' -f1 /proc/loadavg)"
    walls=()
    cpus=()
    rss_max=0
    for ((run = 1; run <= repeat; run++)); do
      read -r wall rss cpu < <(measure java -Xmx256m -cp "${classpath}" io.meshbench.results.cli.ResultsMain \
        stats "${jtl}" --format json --csv-reader "${reader}")
      walls+=("${wall}")
      cpus+=("${cpu}")
      (( rss > rss_max )) && rss_max="${rss}"
    done
    read -r median best < <(printf '%s\n' "${walls[@]}" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)], v[1]}')
    read -r cpu_median < <(printf '%s\n' "${cpus[@]}" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')
    speedup="—"
    [[ -n "${jmeter_wall}" ]] && speedup="$(awk -v j="${jmeter_wall}" -v o="${median}" -v b="${best}" \
      'BEGIN{printf "%.0fx (best %.0fx)", j / o, j / b}')"
    printf '| %s | %s | meshbench stats (%s CSV reader, -Xmx256m) | %s (best %s of %s) | %s | %s | %s | %s |\n' \
      "${rows}" "${size_mb}" "${reader}" "${median}" "${best}" "${repeat}" "${cpu_median}" "${rss_max}" "${speedup}" \
      "${load}"
  done
done
echo
echo "Machine: $(nproc) cores, $(java -version 2>&1 | head -1)"
