import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from './password-strength';

const score = (password: string) => estimatePasswordStrength(password, 10).score;

describe('password strength estimate', () => {
  it('scores 0 below the minimum length, however varied the characters', () => {
    expect(score('')).toBe(0);
    expect(score('Aa1!Bb2@c')).toBe(0);
    expect(estimatePasswordStrength('Aa1!Bb2@c', 10).meetsMinLength).toBe(false);
  });

  it('calls common passwords weak even with a number and a symbol', () => {
    const result = estimatePasswordStrength('Password123!', 10);
    expect(result.score).toBe(1);
    expect(result.warnings).toContain('common');
    expect(score('P@ssw0rd2024')).toBe(1);
    expect(estimatePasswordStrength('summer1987ab', 10).warnings).toEqual(expect.arrayContaining(['common', 'date']));
  });

  it('calls sequences and keyboard rows weak', () => {
    expect(estimatePasswordStrength('abcdefghijkl', 10)).toMatchObject({ score: 1, warnings: ['sequence'] });
    expect(estimatePasswordStrength('qwertyuiop12', 10).score).toBe(1);
    expect(estimatePasswordStrength('9876543210zyx', 10).warnings).toContain('sequence');
  });

  it('calls repetitions weak', () => {
    expect(estimatePasswordStrength('aaaaaaaaaaaa', 10)).toMatchObject({ score: 1, warnings: ['repeat'] });
    expect(estimatePasswordStrength('xk9xk9xk9xk9', 10).warnings).toContain('repeat');
  });

  it('rewards length and character variety', () => {
    expect(score('mydogspot22')).toBe(2);
    expect(score('Tr0ub4dor&3x')).toBeGreaterThanOrEqual(3);
    expect(score('correct horse battery staple')).toBe(4);
    expect(score('vK7#pL2!mQ9$wZ')).toBe(4);
  });

  it('reports which character classes are present', () => {
    expect(estimatePasswordStrength('añejo 2024 Ü', 10).classes).toEqual({
      lower: true,
      upper: true,
      digit: true,
      symbol: true,
    });
  });
});
