#!/usr/bin/env bash
# A local InfluxDB 1.x (Debian's `influxdb` package: apt-get install influxdb) for JMeter's live figures, bound to
# 127.0.0.1 only, its data, config, log and pid under target/influxdb (or --dir), with a `jmeter` database:
#   scripts/influxdb.sh start [--port 8086] [--dir target/influxdb]   # prints the URL for -Dinfluxdb.url / planProperties
#   scripts/influxdb.sh stop  [--dir target/influxdb]
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
action="${1:-}"; shift || true
port=8086
dir="${repo_root}/target/influxdb"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --port) port="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    *) echo "influxdb.sh: unknown option $1 (--port N, --dir DIR)" >&2; exit 2 ;;
  esac
done
[[ "${port}" =~ ^[0-9]+$ ]] && (( port > 0 && port < 65535 )) || { echo "influxdb.sh: --port ${port}: not a port" >&2; exit 2; }
mkdir -p "${dir}"
dir="$(cd "${dir}" && pwd)"
pid_file="${dir}/influxd.pid"

case "${action}" in
  start)
    command -v influxd >/dev/null || { echo "influxdb.sh: influxd not found; install Debian's package: apt-get install influxdb" >&2; exit 2; }
    if [[ -f "${pid_file}" ]] && kill -0 "$(cat "${pid_file}")" 2>/dev/null; then
      echo "influxdb.sh: already running (pid $(cat "${pid_file}")); stop it first: scripts/influxdb.sh stop --dir ${dir}" >&2; exit 2
    fi
    cat > "${dir}/influxdb.conf" <<CONF
reporting-disabled = true
bind-address = "127.0.0.1:$((port + 2))"
[meta]
  dir = "${dir}/meta"
[data]
  dir = "${dir}/data"
  wal-dir = "${dir}/wal"
  query-log-enabled = false
[http]
  enabled = true
  bind-address = "127.0.0.1:${port}"
  log-enabled = false
[monitor]
  store-enabled = false
CONF
    setsid influxd -config "${dir}/influxdb.conf" > "${dir}/influxd.log" 2>&1 < /dev/null &
    echo $! > "${pid_file}"
    for _ in $(seq 1 100); do
      if curl -fsS "http://127.0.0.1:${port}/ping" >/dev/null 2>&1; then
        curl -fsS -XPOST "http://127.0.0.1:${port}/query" --data-urlencode "q=CREATE DATABASE jmeter" >/dev/null
        echo "http://127.0.0.1:${port}/write?db=jmeter"
        exit 0
      fi
      kill -0 "$(cat "${pid_file}")" 2>/dev/null || break
      sleep 0.2
    done
    echo "influxdb.sh: influxd did not answer on 127.0.0.1:${port}; see ${dir}/influxd.log" >&2
    kill "$(cat "${pid_file}")" 2>/dev/null || true
    rm -f "${pid_file}"
    exit 1
    ;;
  stop)
    if [[ -f "${pid_file}" ]]; then
      pid="$(cat "${pid_file}")"
      kill "${pid}" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "${pid}" 2>/dev/null || break; sleep 0.1; done
      kill -9 "${pid}" 2>/dev/null || true
      rm -f "${pid_file}"
    fi
    ;;
  *)
    echo "usage: scripts/influxdb.sh start|stop [--port 8086] [--dir target/influxdb]" >&2; exit 2 ;;
esac
