#!/usr/bin/env bash
# Installs Debian's MariaDB server binaries for the database-write-prohibition scenario (about 15 s), without
# starting or enabling a system service: MeshBench starts its own mariadbd per run, on 127.0.0.1, with its data in
# the run folder. Needs root (or sudo). Does nothing when mariadbd is already installed.
set -euo pipefail
if command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ]; then
  echo "mariadbd already installed: $(/usr/sbin/mariadbd --version 2>/dev/null || mariadbd --version)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# policy-rc.d exit 101: Debian's maintainer scripts must not start a system MariaDB (it would listen on port 3306).
policy=/usr/sbin/policy-rc.d
created_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  created_policy=true
fi
trap '[ "$created_policy" = true ] && $SUDO rm -f "$policy"' EXIT
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends mariadb-server >/dev/null
/usr/sbin/mariadbd --version
