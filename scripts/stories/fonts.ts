import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from '../lib/paths'

/**
 * The one font Chromium finds on the "machine", from npm. Only a glyph the page's fonts lack is
 * drawn in it, which the check then refuses (system-fonts.ts): Chromium's renderer crashes when
 * no font at all is found, and it cannot take the shop's WOFF2 from fontconfig.
 */
const FALLBACK_FONT = path.join(projectRoot, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const dir = path.join(projectRoot, 'node_modules', '.cache', 'stories-fonts')

/**
 * A fontconfig of the check's own for Chromium: it sees none of the machine's fonts and draws with
 * fixed settings rather than the machine's (Debian's conf.d, or none on a bare machine). Both
 * changed the captures from machine to machine: a glyph the page's fonts lack came out in whatever
 * font was installed, and hinting and anti-aliasing are fontconfig's. Returns the file's path,
 * for FONTCONFIG_FILE.
 */
export function storiesFontconfig(): string {
  fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true })
  fs.copyFileSync(FALLBACK_FONT, path.join(dir, 'fonts', path.basename(FALLBACK_FONT)))
  const file = path.join(dir, 'fonts.conf')
  const setting = (name: string, value: string) =>
    `    <edit name="${name}" mode="assign">${value}</edit>`
  fs.writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      `  <dir>${path.join(dir, 'fonts')}</dir>`,
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
      '  <match target="font">',
      setting('antialias', '<bool>true</bool>'),
      setting('hinting', '<bool>true</bool>'),
      setting('hintstyle', '<const>hintslight</const>'),
      setting('autohint', '<bool>false</bool>'),
      setting('rgba', '<const>none</const>'),
      setting('lcdfilter', '<const>lcddefault</const>'),
      setting('embeddedbitmap', '<bool>false</bool>'),
      '  </match>',
      '</fontconfig>',
      '',
    ].join('\n'),
  )
  return file
}
