#!/usr/bin/env bash
# Backs up a deployment into one new folder, <output folder>/backup-<UTC time>, holding:
#   database.dump  the PostgreSQL database (pg_dump --format=custom, for pg_restore)
#   data.tar.gz    the server's data folder: uploads (withdrawal proofs, promotion screenshots, support images) and
#                  the secrets a first start made
#   SHA256SUMS     so a restore can tell a damaged copy before it touches anything
#
#   DATABASE_URL=postgresql://app:...@db:5432/app DATA_DIR=/app/data scripts/backup.sh [output folder, default backups]
#
# PostgreSQL's programs come from PG_BIN when it is set, else from the PATH; pg_dump must be at least as new as the
# server. The last line printed is the backup folder. Restore with scripts/restore.sh (README: "Deploying for real").
set -euo pipefail

usage() {
  echo "usage: DATABASE_URL=postgresql://... DATA_DIR=<data folder> $0 [output folder]" >&2
  exit 2
}
case "${1:-}" in -*) usage ;; esac # -h, --help or a mistyped option
[ $# -le 1 ] || usage
: "${DATABASE_URL:?DATABASE_URL: the database to back up (postgresql://user:password@host:port/name)}"
: "${DATA_DIR:?DATA_DIR: the data folder of the servers (/app/data in the image)}"
[ -d "$DATA_DIR" ] || { echo "DATA_DIR $DATA_DIR is not a folder" >&2; exit 1; }

pg() {
  local program=$1
  shift
  "${PG_BIN:+$PG_BIN/}$program" "$@"
}

# the dump holds password hashes and players' details, the data folder the operator secrets: owner-only files
umask 077
out_root=${1:-backups}
mkdir -p "$out_root"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
final="$out_root/backup-$stamp"
[ ! -e "$final" ] || { echo "$final exists already" >&2; exit 1; }
# written under a hidden name and renamed once whole, so a folder called backup-* is never a half-made backup
work=$(mktemp -d "$out_root/.backup-$stamp.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The database first, then the files: an upload is written to disk before the row naming it commits, so every file
# the dump refers to is already in the folder when it is read (files newer than the dump are harmless extras).
pg pg_dump --format=custom --file="$work/database.dump" --dbname="$DATABASE_URL"
# Numeric owners: the servers' user (node, 1000 in the image) may have no name where the backup is made or restored.
# The embedded database (pglite/, development only) is not the PostgreSQL database dumped above.
tar --create --gzip --numeric-owner --file="$work/data.tar.gz" --directory="$DATA_DIR" --exclude=./pglite .
(cd "$work" && sha256sum database.dump data.tar.gz >SHA256SUMS)

mv "$work" "$final"
trap - EXIT
echo "$final"
