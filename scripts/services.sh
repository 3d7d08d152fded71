#!/usr/bin/env bash
# The servers production runs beside the shop, from Debian's packages: PostgreSQL (with pg_trgm),
# Redis, nginx and Prometheus. Installs what is missing (apt, as root or with sudo), creates and starts the
# PostgreSQL cluster, gives the postgres user the password 'postgres' for TCP logins, and prints
# `DATABASE_URL=…` as its last line. Used by .ci/run and `npm run cluster`.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo

wanted=()
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || wanted+=(postgresql postgresql-contrib)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || wanted+=(redis-server)
[ -x /usr/sbin/nginx ] || wanted+=(nginx-light)
# promtool checks the alert rules (server/ops/alerts.test.ts); Debian ships it with prometheus
command -v promtool >/dev/null || wanted+=(prometheus)
if [ ${#wanted[@]} -gt 0 ]; then
  echo "installing ${wanted[*]}" >&2
  $sudo apt-get update -q >&2
  $sudo apt-get install -y -q --no-install-recommends "${wanted[@]}" >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "${version} main" || $sudo pg_createcluster "$version" main >&2
pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -qx online || $sudo pg_ctlcluster "$version" main start >&2
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
$sudo su postgres -c "psql -q -p ${port} -c \"ALTER USER postgres PASSWORD 'postgres'\"" >&2
echo "PostgreSQL ${version} on port ${port}, $(redis-server --version | cut -d' ' -f1-3), $(/usr/sbin/nginx -v 2>&1)" >&2
echo "DATABASE_URL=postgres://postgres:postgres@127.0.0.1:${port}/postgres"
