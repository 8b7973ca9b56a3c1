import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeMediaUrl } from './safe-url';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

describe('safe sources (CONTRACT §5)', () => {
  it('pictures take http(s), same-site paths and data:image URIs', () => {
    expect(safeImageUrl('https://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(safeImageUrl('/static/img/a.svg')).toBe('/static/img/a.svg');
    expect(safeImageUrl(PNG)).toBe(PNG);
    expect(safeImageUrl(` ${SVG} `)).toBe(SVG);
  });

  it('pictures refuse every other data: type, scripts and other sites’ protocol-relative paths', () => {
    for (const refused of ['data:text/html,<script>1</script>', 'data:image', 'javascript:alert(1)', '//evil.example/a.png', '', null, 3]) {
      expect(safeImageUrl(refused), String(refused)).toBeNull();
    }
  });

  it('media and share cards never take data:', () => {
    expect(safeMediaUrl(PNG)).toBeNull();
    expect(safeMediaUrl('https://cdn.example/v.mp4')).toBe('https://cdn.example/v.mp4');
  });
});
