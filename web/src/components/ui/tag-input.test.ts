import { describe, expect, it } from 'vitest';
import { addTag } from './tag-input';

describe('addTag', () => {
  it('trims and appends', () => {
    expect(addTag(['English'], '  Spanish ')).toEqual(['English', 'Spanish']);
  });

  it('ignores blanks and duplicates, whatever their case', () => {
    expect(addTag(['English'], '   ')).toEqual(['English']);
    expect(addTag(['English'], 'english ')).toEqual(['English']);
  });
});
