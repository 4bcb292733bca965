#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh: its database into DATABASE_URL and its data folder into DATA_DIR.
#
#   DATABASE_URL=postgresql://app:...@db:5432/app DATA_DIR=/app/data scripts/restore.sh [--force] <backup folder>
#
# Stop the servers first. A database that holds any table, or a data folder that holds any file, is refused unless
# --force is given: then the backup's tables replace the database's (pg_restore --clean) and its files are written
# over the folder's. Nothing is changed until the backup has been checked whole. The database is restored in one
# transaction, so a failed restore leaves it as it was.
# PostgreSQL's programs come from PG_BIN when it is set, else from the PATH.
set -euo pipefail

usage() {
  echo "usage: DATABASE_URL=postgresql://... DATA_DIR=<data folder> $0 [--force] <backup folder>" >&2
  exit 2
}
force=0
backup=
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    -h | --help) usage ;;
    -*)
      echo "unknown option $arg" >&2
      usage
      ;;
    *)
      [ -z "$backup" ] || usage # one backup folder only
      backup=$arg
      ;;
  esac
done
[ -n "$backup" ] || usage
: "${DATABASE_URL:?DATABASE_URL: the database to restore into (postgresql://user:password@host:port/name)}"
: "${DATA_DIR:?DATA_DIR: the data folder of the servers to restore into (/app/data in the image)}"

pg() {
  local program=$1
  shift
  "${PG_BIN:+$PG_BIN/}$program" "$@"
}

# --- check the backup: whole, readable, and made by backup.sh
for file in database.dump data.tar.gz SHA256SUMS; do
  [ -f "$backup/$file" ] || { echo "$backup has no $file: not a folder made by scripts/backup.sh" >&2; exit 1; }
done
(cd "$backup" && sha256sum --check --quiet SHA256SUMS) || { echo "$backup is damaged (SHA256SUMS does not match)" >&2; exit 1; }
pg pg_restore --list "$backup/database.dump" >/dev/null
tar --list --gzip --file="$backup/data.tar.gz" >/dev/null

# --- check the targets: empty, or --force
relations=$(pg psql --dbname="$DATABASE_URL" --no-psqlrc --tuples-only --no-align --set=ON_ERROR_STOP=1 --command="
  select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'")
if [ "$relations" != 0 ] && [ "$force" = 0 ]; then
  echo "The database holds $relations tables, views or sequences: refusing to restore over it (--force replaces them)" >&2
  exit 1
fi
mkdir -p "$DATA_DIR"
if [ -n "$(ls -A "$DATA_DIR")" ] && [ "$force" = 0 ]; then
  echo "The data folder $DATA_DIR is not empty: refusing to restore over it (--force writes the backup's files over it)" >&2
  exit 1
fi

# --- restore
# --no-owner and --no-privileges: the objects belong to the user of DATABASE_URL, whatever roles the source had
pg pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$backup/database.dump"
# owners and modes as backed up (the secrets stay readable by their owner only)
tar --extract --gzip --numeric-owner --same-permissions --file="$backup/data.tar.gz" --directory="$DATA_DIR"
echo "Restored $backup into the database and $DATA_DIR"
