import { Accordion, type AccordionHeadingOrder } from '@mantine/core';
import { type QuestionAnswer } from './copy';
import classes from './marketing.module.css';
import { RichText } from './rich-text';

/** Questions as accordion headings (real h2/h3 elements) so the page outline stays meaningful. */
export function FaqAccordion({ items, order }: { items: QuestionAnswer[]; order: AccordionHeadingOrder }) {
  return (
    <Accordion multiple variant="separated" radius="md" order={order} classNames={{ item: classes.faqItem }}>
      {items.map((item, index) => (
        <Accordion.Item key={index} value={String(index)}>
          <Accordion.Control>{item.q}</Accordion.Control>
          <Accordion.Panel>
            <RichText text={item.a} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
