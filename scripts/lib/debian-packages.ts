// Debian's packages a script needs, installed when missing: Chromium comes from Debian here, since
// Playwright's own browser download cannot work on this machine's closed network.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Installs `packages` with apt-get (as root, else through `sudo -n`) unless `binary` is already there. */
export function installUnlessPresent(binary: string, packages: string[]) {
  if (existsSync(binary)) return
  console.log(`Installing ${packages.join(', ')} from Debian packages…`)
  const asRoot = process.getuid?.() === 0
  const apt = (aptArgs: string[]) => {
    const [command, ...args] = asRoot ? ['apt-get', ...aptArgs] : ['sudo', '-n', 'apt-get', ...aptArgs]
    const result = spawnSync(command, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`apt-get ${aptArgs.join(' ')} failed (exit ${result.status})`)
  }
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', ...packages])
}

/** The fonts Chromium falls back to for emoji in reviews and names. */
export const CHROMIUM_FONTS = ['fonts-noto-color-emoji']
