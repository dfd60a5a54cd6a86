#!/usr/bin/env bash
# Runs scenarios/mq-resume-experiment.yaml (when does a RocketMQ push consumer resume after Sermant's consume
# prohibition is switched off? docs/mq.md) with /stats polled each second, and prints the resume table.
#   scripts/mq-resume-experiment.sh /path/to/sermant-agent        (about 40 min: 5 runs of 6 min plus start-ups)
# Needs the harness and the mq services built and JMeter provisioned:
#   ./mvnw -pl src/harness,src/services/mq/brokers,src/services/mq/prohibition -am package -DskipTests
set -euo pipefail
[[ $# -eq 1 && -d "$1/agent" ]] || { echo "usage: $0 /path/to/sermant-agent (the folder holding agent/)" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
python3 scripts/mq-resume-poll.py --minutes 60 &
poller=$!
trap 'kill "$poller" 2>/dev/null || true' EXIT
java -jar src/harness/target/meshbench.jar run scenarios/mq-resume-experiment.yaml --rounds=1 \
  --jmeter-home="$(scripts/jmeter-home.sh)" --services-dir=src/services --results-dir=results --sermant-home="$1"
python3 scripts/mq-resume-times.py "$(ls -d results/mq-resume-experiment/*/ | tail -1)"
