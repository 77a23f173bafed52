/**
 * Every place that names the editions names them all: the CLI's help builds the list from the
 * registry (src/cli/help.ts, to which another registry's list can be appended); the package
 * description, the README, the playground page and docs/cli.md state each edition the registry holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editions } from '../../src/index';
import { editionSpecifications, programDescription, specificationLines } from '../../src/cli/help';
import { buildCli, cli } from '../support/cli';

const ROOT = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the help text names the specifications from the registry', () => {
  it('every edition, with its RFC number and year, oldest first', () => {
    const text = programDescription();
    let at = -1;
    for (const e of editions) {
      const i = text.indexOf(`RFC ${e.rfc} (${e.year}`);
      expect(i).toBeGreaterThan(at);
      at = i;
    }
    expect(text).toContain('RFC 3986 (2005) and RFC 3987 (2005, IRIs).');
  });

  it('another registry\'s list is appended as a line of its own', () => {
    const schemes = { heading: 'Scheme specifications', entries: [{ rfc: 9110, year: 2022, note: 'http, https' }, { rfc: 8089, year: 2017, note: 'file' }] };
    const lines = specificationLines([editionSpecifications(), schemes]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Scheme specifications: RFC 9110 (2022, http, https) and RFC 8089 (2017, file).');
    expect(programDescription([editionSpecifications(), schemes]).split('\n')).toHaveLength(3);
    expect(specificationLines([{ heading: 'Empty', entries: [] }])).toEqual([]);
  });

  describe('uri-editions --help', () => {
    beforeAll(buildCli, 180_000);
    it('names every edition', () => {
      const help = cli(['--help']).stdout.replace(/\n\s*/g, ' ');
      for (const e of editions) expect(help).toContain(`RFC ${e.rfc} (${e.year}`);
    });
  });
});

describe('the texts that list the editions list them all', () => {
  it('package.json description', () => {
    const { description } = JSON.parse(read('package.json')) as { description: string };
    for (const e of editions) expect(description).toContain(String(e.rfc));
  });

  it('README: the opening paragraph', () => {
    const opening = read('README.md').split('\n\n')[1].replace(/\s+/g, ' ');
    for (const e of editions) expect(opening).toMatch(new RegExp(`RFC ${e.rfc} \\(${e.year}`));
  });

  it('the playground page: its description and its opening line', () => {
    const html = read('web/index.html');
    const meta = /<meta name="description" content="([^"]*)"/.exec(html)![1];
    const lede = /<p class="lede">([\s\S]*?)<\/p>/.exec(html)![1];
    for (const e of editions) {
      expect(meta).toContain(`RFC ${e.rfc}`);
      expect(lede).toContain(`RFC ${e.rfc} (${e.year}`);
    }
  });

  it('docs/cli.md: the bulk summary and the --brief example carry every edition', () => {
    const doc = read('docs/cli.md');
    const summary = /^\d[\d,]* inputs; accepted by (.*)$/m.exec(doc)![1];
    for (const e of editions) expect(summary).toContain(e.name);
    const brief = doc.split('\n').filter((l) => l.startsWith('{"input":'));
    expect(brief.length).toBeGreaterThan(0);
    for (const line of brief) expect(Object.keys(JSON.parse(line).results)).toEqual(editions.map((e) => e.name));
  });
});
