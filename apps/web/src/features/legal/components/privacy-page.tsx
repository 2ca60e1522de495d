import { LegalPage, type LegalSection } from './legal-page.tsx';

const sections: LegalSection[] = [
  {
    heading: 'About this policy',
    paragraphs: [
      'This policy explains what personal data Brandwright Ltd collects when you use Brandwright, why we collect it, and the choices you have. We are the controller of that data for the purposes of UK data protection law.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details you give us (your name, e-mail address and password, which we store only in a hashed form), the names and searches you run in the tools, records of the packages you buy, and messages you send us through the contact form.',
      'We also record whether you agreed to us storing your data, whether you want marketing e-mails, and whether you would like partner IP firms to contact you. Each of these is optional and you can change your mind at any time.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We retain personal data for six years from the date it was collected or last updated, which covers our obligations under UK tax and company law. After that it is deleted or fully anonymised.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We only use cookies that are essential for the service to work: the cookies our card payment provider sets to process payments securely and prevent fraud; a cookie-permission cookie that remembers your answer to our cookie banner; and machine identifier cookies that keep you signed in and protect your account.',
      'Because these cookies are strictly necessary, they do not require consent. We do not use advertising cookies.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Our card payment provider, our hosting and e-mail providers, and, only when you opt in, our partner IP firms and consumer-research partner. We never sell your data.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can ask to see, correct, export or delete your data, or object to how we use it, by writing to support@brandwright.co.uk. You can also complain to the Information Commissioner’s Office.',
    ],
  },
];

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" updated="Last updated October 2023." sections={sections} />;
}
