// Makes sure Debian's Chromium is there for the end-to-end tests: installs it when running as root,
// otherwise stops at once with the exact command to run (never a time-out later).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium package (about 30 s)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync(path)) return path;
  }
  console.error(`\nThe end-to-end tests need Debian's Chromium at ${path}. Install it with:\n\n  sudo apt-get install -y chromium\n`);
  process.exit(1);
}
