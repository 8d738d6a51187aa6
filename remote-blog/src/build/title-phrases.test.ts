import { titlePhrases } from './title-phrases.ts';

describe('where a title may break (rule lang.ja-headings)', () => {
  test('Japanese titles break between phrases, never inside a katakana word', () => {
    expect(titlePhrases('ja', 'スマートフォンのVPN設定：AndroidとiPhoneの常時接続とキルスイッチ')).toContain('キルスイッチ');
    expect(titlePhrases('ja', 'VPNにつながらない？トラブルシューティングのチェックリスト')).toEqual([
      'VPNに',
      'つながらない？',
      'トラブルシューティングの',
      'チェックリスト',
    ]);
    expect(titlePhrases('ja', 'どのプランでも全ロケーションを利用可能')?.join('|')).toBe('どの|プランでも|全ロケーションを|利用可能');
  });

  test('the phrases put together are the title, and a one-phrase title or a spaced language needs none', () => {
    const title = '被害に遭う前に見抜く、フィッシングメッセージの見分け方';
    expect(titlePhrases('ja', title)?.join('')).toBe(title);
    expect(titlePhrases('ja', 'オンラインプライバシー')).toBeUndefined();
    expect(titlePhrases('de', 'Was ist ein Kill Switch?')).toBeUndefined();
  });
});
