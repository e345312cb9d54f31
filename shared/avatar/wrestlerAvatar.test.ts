import { describe, expect, it } from 'vitest';
import { WRESTLERS } from '../data/wrestlers.ts';
import { wrestlerAvatarDataUrl, wrestlerAvatarSvg } from './wrestlerAvatar.ts';

describe('wrestlerAvatarSvg', () => {
  it('draws the same picture for the same id and options', () => {
    expect(wrestlerAvatarSvg('torvald_orrevik')).toBe(wrestlerAvatarSvg('torvald_orrevik'));
    expect(wrestlerAvatarSvg('nightjar', { style: 'High-Flyer', masked: true })).toBe(wrestlerAvatarSvg('nightjar', { style: 'High-Flyer', masked: true }));
  });

  it('draws a different picture for different ids', () => {
    expect(wrestlerAvatarSvg('torvald_orrevik')).not.toBe(wrestlerAvatarSvg('percival_ashgrave'));
    const all = WRESTLERS.map((w) => wrestlerAvatarSvg(w.id, { style: w.style, gender: w.gender, masked: w.masked }));
    expect(new Set(all).size).toBe(WRESTLERS.length);
  });

  it('is a self-contained square SVG with no outside resources or scripts', () => {
    for (const w of WRESTLERS) {
      const svg = wrestlerAvatarSvg(w.id, { style: w.style, gender: w.gender, masked: w.masked });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<image|<script|href="(?!#)|url\((?!#)|NaN|undefined/);
      // coordinates are short: no floating-point noise like 12.000000000000002
      expect(svg).not.toMatch(/\d\.\d{4,}/);
      // tags balance: every opened group is closed
      expect(svg.match(/<g[ >]/g)?.length ?? 0).toBe(svg.match(/<\/g>/g)?.length ?? 0);
    }
  });

  it('shows a mask when the wrestler is masked and none when not', () => {
    expect(WRESTLERS.some((w) => w.masked)).toBe(true);
    for (const w of WRESTLERS) {
      const svg = wrestlerAvatarSvg(w.id, { style: w.style, gender: w.gender, masked: w.masked });
      expect(svg.includes('<g class="mask">'), w.id).toBe(w.masked);
    }
  });

  it('escapes the title', () => {
    const svg = wrestlerAvatarSvg('x', { title: 'Portrait of <Big & "Bold">' });
    expect(svg).toContain('<title>Portrait of &lt;Big &amp; &quot;Bold&quot;&gt;</title>');
  });

  it('makes a data URL for an img', () => {
    const url = wrestlerAvatarDataUrl('torvald_orrevik');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1]!)).toBe(wrestlerAvatarSvg('torvald_orrevik'));
  });
});
