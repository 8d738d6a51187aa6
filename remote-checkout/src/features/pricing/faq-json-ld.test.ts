import { faqPageJsonLd, serializeJsonLd } from './faq-json-ld.ts';

test('a FAQPage lists every question with its accepted answer, in order', () => {
  const data = faqPageJsonLd(
    [
      { question: 'Can I get my money back?', answer: 'Yes, within 30 days.' },
      { question: 'How do I cancel?', answer: 'In your account.' },
    ],
    'en',
  );
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'en',
    mainEntity: [
      { '@type': 'Question', name: 'Can I get my money back?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 30 days.' } },
      { '@type': 'Question', name: 'How do I cancel?', acceptedAnswer: { '@type': 'Answer', text: 'In your account.' } },
    ],
  });
});

test('a translation cannot close the script element it is written into', () => {
  const json = serializeJsonLd(faqPageJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a & b\u2028' }], 'en'));
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
});
