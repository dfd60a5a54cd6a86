#!/usr/bin/env bash
# Benchmark of the results engine: generates JTL files of N rows in JMeter's default CSV format, then runs, on each,
# `meshbench stats` (as scripts/meshbench launches it, and in the variants asked for) and `jmeter -g` (JMeter's
# dashboard generator, from the JMeter home that jmeter-maven-plugin provisions), alternated: run 1 of every tool,
# then run 2 of every tool, and so on, so that a change in the machine's load hits all of them alike. Prints, per
# tool, the median wall time (and the best), the median CPU time, the peak RSS and the load averages seen.
#
#   scripts/bench-results-engine.sh                      # 2,000,000 rows with jmeter -g, 10,000,000 rows ours only
#   scripts/bench-results-engine.sh --rows 2000000 --repeat 5
#   scripts/bench-results-engine.sh --rows 2000000 --jmeter-rows 0 --ours jar,cds,cds-c1,launcher   # levers only
#   scripts/bench-results-engine.sh --keep               # keep the generated files (under target/bench-results-engine)
#   scripts/bench-results-engine.sh --labels 100000 --rows 1000000   # many labels (a JTL labelled by URL), ours only
#
# --repeat N      runs of each tool per file (default 3): median and best shown
# --jmeter-rows N files up to N rows also run jmeter -g (default 2000000; 0: never)
# --labels N      many-label mode: files of N labels ("GET /api/items/<i>", each row the next one in turn), ours
#                 only (default variant: launcher); prints wall time, CPU, peak RSS, and the bytes per label two ways:
#                 the peak RSS above that of a 3-label file of the same rows, divided by N (as issue 24 measured 28 KB
#                 a label), and the same for the largest heap left after a collection (-Xlog:gc), closer to what the
#                 labels keep alive (RSS also holds garbage not yet collected)
# --ours LIST     our variants, comma-separated (default launcher,commons):
#   launcher  scripts/meshbench: class-data archive, -XX:+UseSerialGC, -XX:TieredStopAtLevel=1 under 300 MB
#   commons   the same with --csv-reader commons (the reference CSV parser)
#   jar       java -jar meshbench.jar, the JVM's defaults (no archive)
#   cds       jar + the archive          cds-c1   cds + -XX:TieredStopAtLevel=1
#   cds-serial  cds + -XX:+UseSerialGC   classes  java -cp target/classes:<dependencies> ResultsMain (no jar)
#   floor     not the engine: a JVM that only reads the file on every core and counts its line breaks (ReadFloor),
#             the least any JVM reader pays here; the gap to it is what parsing, analysis and the CLI cost
#
# Ours runs with -Xmx256m throughout (memory must not grow with the number of samples). jmeter -g runs with the heap
# JMeter's own launch script gives it (-Xms1g -Xmx1g). Needs /usr/bin/time (Debian package "time").
set -euo pipefail

repo="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rows_list=()
jmeter_rows=2000000
keep=false
repeat=3
ours=""
labels=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --rows) rows_list+=("$2"); shift 2 ;;
    --jmeter-rows) jmeter_rows="$2"; shift 2 ;;
    --keep) keep=true; shift ;;
    --repeat) repeat="$2"; shift 2 ;;
    --ours) ours="$2"; shift 2 ;;
    --labels) labels="$2"; shift 2 ;;
    -h|--help) sed -n '2,28p' "$0"; exit 0 ;;
    *) echo "bench-results-engine.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
done
[[ "${labels}" =~ ^[0-9]+$ ]] || { echo "bench-results-engine.sh: --labels: '${labels}' is not a number of labels" >&2; exit 2; }
if [[ "${labels}" -gt 0 ]]; then
  [[ ${#rows_list[@]} -gt 0 ]] || rows_list=(1000000)
  [[ -n "${ours}" ]] || ours="launcher"
fi
[[ -n "${ours}" ]] || ours="launcher,commons"
[[ ${#rows_list[@]} -gt 0 ]] || rows_list=(2000000 10000000)
IFS=',' read -r -a variants <<< "${ours}"
for variant in "${variants[@]}"; do
  case "${variant}" in
    launcher|commons|jar|cds|cds-c1|cds-serial|classes|floor) ;;
    *) echo "bench-results-engine.sh: --ours: unknown variant '${variant}' (try --help)" >&2; exit 2 ;;
  esac
done

if [[ ! -x /usr/bin/time ]]; then
  echo "bench-results-engine.sh: /usr/bin/time is missing: apt-get install time" >&2
  exit 1
fi

work="${repo}/src/results/target/bench-results-engine"
mkdir -p "${work}"
cleanup() { [[ "${keep}" == true ]] || rm -f "${work}"/*.jtl; rm -rf "${work}/dashboard" "${work}"/runs-*; }
trap cleanup EXIT

echo "Building the results engine and the meshbench jar (with its class-data archive)..." >&2
(cd "${repo}" && flock /tmp/mb-results.lock ./mvnw -B -q -pl src/harness -am package -DskipTests \
  && ./mvnw -B -q -pl src/results -am test-compile dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile="${work}/classpath.txt" >/dev/null)
classpath="${repo}/src/results/target/classes:$(cat "${work}/classpath.txt")"
jar="${repo}/src/harness/target/meshbench.jar"
archive="${repo}/src/harness/target/meshbench.jsa"
[[ -f "${archive}" ]] || echo "No class-data archive beside the jar: the cds variants and the launcher run without one." >&2
# as scripts/meshbench passes the archive
cds_flags=(-XX:SharedArchiveFile="${archive}" -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off -Xlog:class+path=off)

jmeter_home=""
if jmeter_home="$("${repo}/scripts/jmeter-home.sh" 2>/dev/null)"; then :; else
  echo "No provisioned JMeter (scripts/jmeter-home.sh failed): measuring ours only." >&2
  jmeter_home=""
fi

# The command of one tool on one file.
command_of() {
  local tool="$1" jtl="$2"
  local stats=(stats "${jtl}" --format json)
  case "${tool}" in
    jmeter) echo java -Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m -jar "${jmeter_home}/bin/ApacheJMeter.jar" \
              -g "${jtl}" -o "${work}/dashboard" -j "${work}/jmeter.log" ;;
    launcher) echo env MESHBENCH_JAVA_OPTS=-Xmx256m "${repo}/scripts/meshbench" "${stats[@]}" ;;
    commons) echo env MESHBENCH_JAVA_OPTS=-Xmx256m "${repo}/scripts/meshbench" "${stats[@]}" --csv-reader commons ;;
    jar) echo java -Xmx256m -jar "${jar}" "${stats[@]}" ;;
    cds) echo java -Xmx256m "${cds_flags[@]}" -jar "${jar}" "${stats[@]}" ;;
    cds-c1) echo java -Xmx256m "${cds_flags[@]}" -XX:TieredStopAtLevel=1 -jar "${jar}" "${stats[@]}" ;;
    cds-serial) echo java -Xmx256m "${cds_flags[@]}" -XX:+UseSerialGC -jar "${jar}" "${stats[@]}" ;;
    classes) echo java -Xmx256m -cp "${classpath}" io.meshbench.results.cli.ResultsMain "${stats[@]}" ;;
    floor) echo java -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "${repo}/src/results/target/test-classes" \
             io.meshbench.results.benchmark.ReadFloor "${jtl}" ;;
  esac
}

describe() {
  case "$1" in
    jmeter) echo "jmeter -g (JMeter 5.6.3, -Xmx1g)" ;;
    launcher) echo "meshbench stats (scripts/meshbench: archive, serial GC, C1 only under 300 MB)" ;;
    commons) echo "meshbench stats --csv-reader commons (scripts/meshbench)" ;;
    jar) echo "java -jar meshbench.jar stats (JVM defaults, no archive)" ;;
    cds) echo "java -jar + archive" ;;
    cds-c1) echo "java -jar + archive + C1 only" ;;
    cds-serial) echo "java -jar + archive + serial GC" ;;
    classes) echo "java -cp classes ResultsMain stats (no jar)" ;;
    floor) echo "floor: a JVM that reads the file on every core and counts line breaks (ReadFloor)" ;;
  esac
}

# Runs one tool once under /usr/bin/time; appends "<wall s> <peak RSS KB> <CPU s> <load average before>" to its file.
measure() {
  local tool="$1" jtl="$2" runs="$3"
  local load
  load="$(cut -d' ' -f1 /proc/loadavg)"
  rm -rf "${work}/dashboard"
  local start end
  start="${EPOCHREALTIME}"
  # shellcheck disable=SC2046  # the command is words without spaces (paths under the repository)
  if ! /usr/bin/time -f "%e %M %U %S" -o "${work}/time.log" $(command_of "${tool}" "${jtl}") \
      >"${work}/out.txt" 2>"${work}/err.txt"; then
    echo "bench-results-engine.sh: ${tool} failed: $(command_of "${tool}" "${jtl}")" >&2
    cat "${work}/err.txt" >&2
    exit 1
  fi
  end="${EPOCHREALTIME}"
  # wall time to the millisecond from the shell's clock (time's own %e has 10 ms steps, too coarse for a 0.1 s run)
  awk -v la="${load}" -v ms="$(( (${end/./} - ${start/./}) / 1000 ))" \
    '{printf "%.3f %s %.2f %s\n", ms / 1000, $2, $3 + $4, la}' "${work}/time.log" >> "${runs}/${tool}"
}

# Many-label mode: each variant on the N-label file and on a 3-label file of the same rows, alternated.
if [[ "${labels}" -gt 0 ]]; then
  printf '\n| rows | labels | file MB | tool | wall s (median) | CPU s | peak RSS MB | RSS MB, 3 labels | bytes per label (RSS) | bytes per label (heap after GC) |\n|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|\n'
  for rows in "${rows_list[@]}"; do
    many="${work}/result-${rows}-labels-${labels}.jtl"
    few="${work}/result-${rows}.jtl"
    [[ -f "${many}" ]] || java -cp "${repo}/src/results/target/test-classes:${classpath}" io.meshbench.results.benchmark.JtlGenerator "${rows}" "${many}" 1000 "${labels}"
    [[ -f "${few}" ]] || java -cp "${repo}/src/results/target/test-classes:${classpath}" io.meshbench.results.benchmark.JtlGenerator "${rows}" "${few}"
    size_mb=$(( $(stat -c %s "${many}") / 1048576 ))
    cat "${many}" "${few}" >/dev/null
    runs="${work}/runs-${rows}-labels"
    rm -rf "${runs}" && mkdir -p "${runs}/many" "${runs}/few"
    for ((run = 1; run <= repeat; run++)); do
      for tool in "${variants[@]}"; do
        for kind in many few; do
          file="${many}"; [[ "${kind}" == few ]] && file="${few}"
          rm -f "${work}/gc.log"
          export JAVA_TOOL_OPTIONS="-Xlog:gc:file=${work}/gc.log:none"   # read by the JVM the launcher starts
          measure "${tool}" "${file}" "${runs}/${kind}"
          unset JAVA_TOOL_OPTIONS
          # the largest heap after a collection, in KB (0 when the run never collected)
          { grep -oE '[0-9]+[KMG]->[0-9]+[KMG]' "${work}/gc.log" 2>/dev/null || true; } | sed 's/.*->//' \
            | awk '{v = $0 + 0; u = substr($0, length($0)); k = u == "G" ? v * 1048576 : u == "M" ? v * 1024 : v;
                    m = k > m ? k : m} END {print m + 0}' >> "${runs}/${kind}/${tool}.live"
        done
      done
    done
    for tool in "${variants[@]}"; do
      read -r median best < <(sort -g "${runs}/many/${tool}" | awk '{v[NR]=$1} END {print v[int((NR+1)/2)], v[1]}')
      cpu="$(awk '{print $3}' "${runs}/many/${tool}" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')"
      rss_kb="$(awk '{m = $2 > m ? $2 : m} END {print m}' "${runs}/many/${tool}")"
      few_kb="$(awk '{m = $2 > m ? $2 : m} END {print m}' "${runs}/few/${tool}")"
      per_label="$(awk -v m="${rss_kb}" -v f="${few_kb}" -v n="${labels}" 'BEGIN {printf "%.0f", (m - f) * 1024 / n}')"
      live_many="$(sort -g "${runs}/many/${tool}.live" | tail -1)"
      live_few="$(sort -g "${runs}/few/${tool}.live" | tail -1)"
      per_label_live="$(awk -v m="${live_many}" -v f="${live_few}" -v n="${labels}" \
        'BEGIN {if (m == 0) print "— (no collection)"; else printf "%.0f", (m - f) * 1024 / n}')"
      printf '| %s | %s | %s | %s | %s (best %s of %s) | %s | %.0f | %.0f | %s | %s |\n' "${rows}" "${labels}" "${size_mb}" \
        "$(describe "${tool}")" "${median}" "${best}" "${repeat}" "${cpu}" "$(( rss_kb / 1024 ))" "$(( few_kb / 1024 ))" \
        "${per_label}" "${per_label_live}"
    done
  done
  echo
  echo "Machine: $(nproc) cores, $(java -version 2>&1 | head -1); ours with -Xmx256m (--max-labels default: 10,000 rows, the rest folded); load average now $(cut -d' ' -f1-3 /proc/loadavg)."
  exit 0
fi

printf '\n| rows | file MB | tool | wall s (median) | CPU s | peak RSS MB | speed-up vs jmeter -g (wall) | × the floor (wall) | load avg (median, min–max) |\n|---:|---:|---|---:|---:|---:|---:|---:|---:|\n'
for rows in "${rows_list[@]}"; do
  jtl="${work}/result-${rows}.jtl"
  [[ -f "${jtl}" ]] || java -cp "${repo}/src/results/target/test-classes:${classpath}" io.meshbench.results.benchmark.JtlGenerator "${rows}" "${jtl}"
  size_mb=$(( $(stat -c %s "${jtl}") / 1048576 ))
  cat "${jtl}" >/dev/null   # the page cache holds the file for every tool alike

  tools=()
  [[ -n "${jmeter_home}" && "${rows}" -le "${jmeter_rows}" ]] && tools+=(jmeter)
  tools+=("${variants[@]}")
  runs="${work}/runs-${rows}"
  rm -rf "${runs}" && mkdir -p "${runs}"
  for ((run = 1; run <= repeat; run++)); do
    for tool in "${tools[@]}"; do
      measure "${tool}" "${jtl}" "${runs}"
    done
  done

  jmeter_median=""
  floor_median=""
  [[ -f "${runs}/floor" ]] && floor_median="$(sort -g "${runs}/floor" | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')"
  for tool in "${tools[@]}"; do
    read -r median best < <(sort -g "${runs}/${tool}" | awk '{v[NR]=$1} END {print v[int((NR+1)/2)], v[1]}')
    cpu="$(awk '{print $3}' "${runs}/${tool}" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')"
    rss="$(awk '{m = $2 > m ? $2 : m} END {printf "%.0f", m / 1024}' "${runs}/${tool}")"
    load="$(awk '{print $4}' "${runs}/${tool}" | sort -g \
      | awk '{v[NR]=$1} END {printf "%s (%s–%s)", v[int((NR+1)/2)], v[1], v[NR]}')"
    if [[ "${tool}" == jmeter ]]; then
      jmeter_median="${median}"
      speedup="1x"
    elif [[ -n "${jmeter_median}" ]]; then
      speedup="$(awk -v j="${jmeter_median}" -v o="${median}" -v b="${best}" \
        'BEGIN{printf "%.0fx (best %.0fx)", j / o, j / b}')"
    else
      speedup="—"
    fi
    # the issue's PF1 figure: this tool's median over the floor's median of the same alternated runs
    floor_ratio="—"
    [[ -n "${floor_median}" && "${tool}" != floor ]] \
      && floor_ratio="$(awk -v f="${floor_median}" -v o="${median}" 'BEGIN{printf "%.2fx", o / f}')"
    printf '| %s | %s | %s | %s (best %s of %s) | %s | %s | %s | %s | %s |\n' "${rows}" "${size_mb}" \
      "$(describe "${tool}")" "${median}" "${best}" "${repeat}" "${cpu}" "${rss}" "${speedup}" "${floor_ratio}" "${load}"
  done
done
echo
echo "Machine: $(nproc) cores, $(java -version 2>&1 | head -1); ours with -Xmx256m; tools alternated run by run."
