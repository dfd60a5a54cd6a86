#!/usr/bin/env bash
# Prints the absolute path of the JMeter home provisioned by the bench module (the folder holding
# bin/ApacheJMeter.jar), e.g.  java -jar "$(scripts/jmeter-home.sh)/bin/ApacheJMeter.jar" -n -t jmx/router.jmx ...
# The home is provisioned by any build of src/bench that reaches the process-classes phase:
#   ./mvnw -pl src/bench -am verify        (or: ./mvnw -pl src/bench process-classes -Dbench.standalone)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
home_link="${repo_root}/src/bench/target/jmeter-home"

if [[ ! -f "${home_link}/bin/ApacheJMeter.jar" ]]; then
  echo "jmeter-home.sh: no provisioned JMeter at ${home_link}." >&2
  echo "Provision it first: ./mvnw -pl src/bench process-classes -Dbench.standalone" >&2
  exit 1
fi
echo "${home_link}"
