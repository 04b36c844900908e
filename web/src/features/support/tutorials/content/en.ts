import type { Tutorial } from '../tutorial-model';

/** The host tutorials in English. Labels in **bold** are the product's own words (host.json). */
export const TUTORIALS: Tutorial[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary:
      'Create your first property and follow the getting-started checklist from the dashboard to a guide your guests can open.',
    area: { label: 'Properties', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Open the dashboard',
        text: [
          'After you log in you land on the **Dashboard**. On the right, **Getting started** lists five steps: add a property, add a photo, fill in the Wi-Fi and the check-in time, publish the guide and share it with a guest.',
          'Each step ticks itself as soon as your properties show it is done, whichever page you did it on. **Start** takes you to the place of the next step, **How to** opens its tutorial.',
        ],
        shot: 'dashboard',
        shotAlt:
          'The dashboard: arrivals and departures, the property Casa Sol, and the Getting started checklist with four of five steps ticked.',
      },
      {
        title: 'Create a property',
        text: [
          'Go to **Properties** in the menu and press **New property** and give it a name. The property is created with a starter guide (welcome, arrival, Wi-Fi, house rules, check-out…) in English and Spanish, and its editor opens.',
          'Each property has its own guide, its own guest link and its own QR code. You can come back to any of them from **Properties** with **Edit guide**.',
        ],
        shot: 'properties',
        shotAlt: 'The Properties page with one property card, Casa Sol, marked Published, and its Edit guide button.',
      },
      {
        title: 'Fill in the details',
        text: [
          'On the **Details** tab give the property its name, rental type, address and **Time zone**. The time zone matters: check-in and check-out times, stay links and scheduled messages use it.',
          'Press **Save** at the top right. The line under the name says **All changes saved** once the server has your edits; if you leave with unsaved edits, the editor asks first.',
        ],
        shot: 'editor-details',
        shotAlt:
          'The property editor on the Details tab: property name, rental type, property image and address fields, with the guide preview on the right.',
      },
      {
        title: 'Keep going with the checklist',
        text: [
          'Back on the **Dashboard** the first step is ticked. Carry on with the next ones: the tutorials **Photos**, **Building a guide** and **Sharing with guests** walk through each.',
          'When every step is done the checklist goes away by itself. **Hide these tips** hides it earlier; you can show it again from **Account**.',
        ],
      },
    ],
    tips: [
      'The preview on the right of the editor shows the guide as guests will see it, in either language.',
      'You can work from a phone too: the menu opens from the button at the top left.',
    ],
  },
  {
    slug: 'building-a-guide',
    title: 'Building a guide',
    summary:
      'Write the sections guests read, set the Wi-Fi and the check-in and check-out times, add contacts and local places.',
    area: { label: 'Properties', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Open the Guide tab',
        text: [
          'Open the property from **Properties** with **Edit guide**, then choose the **Guide** tab.',
          'At the top, **Check-in and check-out** holds the times guests see first (**Check-in from**, **Check-out by**). Below, **Sections** lists what guests read, in that order.',
        ],
        shot: 'editor-guide',
        shotAlt:
          'The Guide tab: check-in from 15:00 and check-out by 11:00, then the list of sections with their move and delete buttons.',
      },
      {
        title: 'Write a section',
        text: [
          'Press a section to open it. Write its **Title** and **Text** in English and in Spanish (one tab per language); a guest who reads the other language sees a short notice and your text in the language you wrote.',
          'Pick an **Icon** by typing a word such as wifi, key or parking. Add photos with **Add photo** and, if you have one, a video from the **Videos** page.',
          'Tick **Only with the access code** for a door code or an alarm code: guests see that section only after typing the access code you set under **Publish & share**.',
        ],
      },
      {
        title: 'Fill in the Wi-Fi',
        text: [
          'Open the **Wi-Fi** section and fill in **Network name** and **Password**. Guests get **Copy password** and a QR code that joins the Wi-Fi, and the printed QR sign can carry them too.',
        ],
        shot: 'editor-wifi',
        shotAlt: 'The Wi-Fi section opened: network name Casa-Sol 5G and its password.',
      },
      {
        title: 'Order, add and remove sections',
        text: [
          'Drag a section by its handle, or use the up and down arrows (the arrow keys work too when the handle has the focus). **Add section** at the end of the list adds a new one; the bin removes one.',
        ],
      },
      {
        title: 'Add contacts and places',
        text: [
          'On **Contacts** add emergency numbers (hospital, police…) and how guests reach you. On **Places** recommend restaurants, cafés, beaches or museums with their address and a short note in each language.',
          'Press **Save** when you are done. Until the guide is published only you see it.',
        ],
      },
    ],
    tips: [
      'Lines still holding the starter text are hidden from guests, and **Publish & share** warns you about them.',
      'After saving, the AI concierge re-reads the guide by itself, so its answers follow your changes.',
    ],
  },
  {
    slug: 'photos',
    title: 'Photos',
    summary: 'Upload photos, give the property its cover image and show photos in any section.',
    area: { label: 'Properties', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Open the photo drawer',
        text: [
          'In the editor, **Details** tab, press **Choose image** (**Change image** once there is one) under **Property image** (or **Add photo** in a section). The photo drawer opens with your **Library** (choose the **Photo source** and the **Guide** to browse) and, when the site has it set up, **Photo search** for stock photos.',
        ],
        shot: 'photo-drawer',
        shotAlt:
          'The photo drawer open over the editor, on the Library tab, with the uploaded photos and the drop zone.',
      },
      {
        title: 'Upload photos',
        text: [
          'Drag photos onto **Drag photos here or click to choose files**, or click it to pick them. JPEG, PNG, WebP, AVIF or GIF are accepted; each file shows its progress and **Added to the library** when it is ready.',
          'Photos are checked and re-encoded on our side and their location data (GPS) is removed before anyone sees them.',
        ],
      },
      {
        title: 'Choose the cover and section photos',
        text: [
          'Press **Assign** under a photo to use it. The **Property image** is the large picture at the top of the guide; without one, guests see the theme colour.',
          'In a section, each **Add photo** adds one more picture under its text. **Remove photo** takes it out of the section; the photo stays in the library.',
          'Press **Save**. The **Add a photo** step of the getting-started checklist ticks itself.',
        ],
      },
    ],
    tips: [
      'Photos belong to the property: every section, device and video poster of that property can reuse them.',
      'Deleting a photo from the library also takes it out of the guides that show it.',
    ],
  },
  {
    slug: 'sharing-with-guests',
    title: 'Sharing with guests',
    summary:
      'Publish the guide and give it to guests by link, by short code or by QR code, optionally with an access code.',
    area: { label: 'Properties', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Publish the guide',
        text: [
          'In the editor choose **Publish & share**, switch on **Guide published** and press **Save**. Only the owner of the property can publish; co-hosts see the switch greyed out.',
        ],
        shot: 'editor-sharing',
        shotAlt:
          'The Publish & share tab: Guide published switched on, the guest link with its copy button and the QR code with Download QR code.',
      },
      {
        title: 'Send the link',
        text: [
          '**Guest link** is the address of the guide. **Copy link** copies it to paste into a booking message, an e-mail or WhatsApp; **Open the guest link** shows it as guests see it.',
          'For one booking, a stay link is better: it opens the same guide with the guest’s name and dates, and shows the private sections only around their stay (see **Stays and messages**).',
        ],
      },
      {
        title: 'Use the QR code or the short code',
        text: [
          '**Download QR code** saves a picture to print for the entrance or the welcome folder; the **Print** page makes a ready-made sign with it.',
          'Every guide also has a short code, printed on the sign and shown on the **Print** page. Guests type it as the **Guide code** on the site’s **/link** page and press **Open the guide**.',
        ],
        shot: 'guest-guide',
        shotAlt:
          'The guest guide on a phone: the Casa Sol cover, check-in and check-out times and the welcome section.',
      },
      {
        title: 'Protect private sections',
        text: [
          'Under **Access code** set 4 to 8 digits. Sections marked **Only with the access code** stay locked until a guest types it; the rest of the guide stays open to anyone with the link.',
          'Under **Language and look** choose the language the guide opens in and its **Theme**. Press **Save** after any change.',
        ],
        shot: 'link-page',
        shotAlt: 'The /link page on a phone, where guests type the guide code.',
      },
    ],
    tips: [
      'Guests can switch between English and Spanish in the guide at any time.',
      'If a link has gone too far, **Change the link** on the **Print** page gives the guide a new link, code and QR code; the old ones stop working at once.',
    ],
  },
  {
    slug: 'printing',
    title: 'Printing',
    summary: 'Print a booklet of the guide or a one-page QR sign, in English or Spanish, on A4 or Letter.',
    area: { label: 'Print', to: '/home/guide/print' },
    steps: [
      {
        title: 'Choose the property, language and paper',
        text: [
          'Open **Print** in the menu. Pick the **Property**, the **Language** and the **Paper** (**A4** or **Letter**). The **Web guide** card repeats the guest link, the QR code and the guide code.',
        ],
        shot: 'print',
        shotAlt:
          'The Print page: property, language and paper choices, the web guide with its code, the printed booklet and the QR sign.',
      },
      {
        title: 'Print the booklet',
        text: [
          'Under **Printed booklet**, **Download the PDF** makes a PDF of the whole guide; **Open the print page** shows it in the browser to print directly.',
          '**Include the sections that need the access code** adds the locked sections: only for a copy you keep inside the property.',
        ],
      },
      {
        title: 'Print the QR sign',
        text: [
          'Under **QR sign**, **Download the sign** makes one page with the QR code and the guide code, to frame or fold into a table card. **Print the Wi-Fi network and password** adds them; untick it to leave them off.',
        ],
      },
    ],
    tips: [
      'Print again after you change the link: old signs stop working.',
      'The PDF follows your latest saved guide.',
    ],
  },
  {
    slug: 'ai-concierge',
    title: 'The AI concierge',
    summary: 'Let guests ask questions answered from your guide, check what they asked and fill the gaps.',
    area: { label: 'AI concierge', to: '/home/guide/ai' },
    steps: [
      {
        title: 'Index the guide',
        text: [
          'Open **AI concierge** and choose the **Property**. **Knowledge base** shows whether the guide is indexed; the concierge answers only from what was indexed. Saving the guide re-indexes it by itself; **Index now** does it at once.',
          'Once the guide is published, guests find **Ask a question** in their guide.',
        ],
        shot: 'ai',
        shotAlt:
          'The AI concierge page: the knowledge base status of Casa Sol and the tabs Q&A, Guests’ questions, Try it and Settings.',
      },
      {
        title: 'Try it as a guest',
        text: [
          'On **Try it**, write a question the way a guest would, e.g. “What is the Wi-Fi password?”, and press **Ask**. You see the answer and the sections it is quoted from. Nothing you ask here is logged.',
        ],
      },
      {
        title: 'Answer what the guide does not say',
        text: [
          '**Guests’ questions** lists what guests asked, answered or not. For a question without an answer, **Add to guide** writes a new section, and **Add as Q&A** adds a question-and-answer pair.',
          'On **Q&A** you can also add pairs yourself. They are used after the next index.',
        ],
      },
      {
        title: 'Set who guests contact',
        text: [
          'On **Settings**, **Who guests should contact** is shown when there is no answer (empty: the host contact of the guide). **Topics to avoid** such as discounts get that contact instead of an answer.',
        ],
      },
    ],
    tips: [
      'The concierge never invents: without an answer in your guide it says so and shows your contact.',
      'Sections locked by the access code are only quoted to guests who typed the code.',
    ],
  },
  {
    slug: 'stays-and-messages',
    title: 'Stays and messages',
    summary: 'Add your guests’ stays, give each guest their own link and send messages by hand or on a schedule.',
    area: { label: 'Guests', to: '/home/guide/guests' },
    steps: [
      {
        title: 'Add a stay',
        text: [
          'Open **Guests** and press **Add a stay**. Choose the **Property** and fill in **Guest name**, **E-mail**, **Phone** (with the country code), **Language**, **Guests** and the check-in and check-out dates. Empty times use the guide’s. **Add stay** saves it.',
          'Many stays at once: **Import CSV** (an example file is offered), or **Connect calendar** with the iCal address of your booking site so stays come in by themselves.',
        ],
        shot: 'guests',
        shotAlt:
          'The Guests page: the list of stays with their guest, property, dates and status, and the Add a stay button.',
      },
      {
        title: 'Give the guest their link',
        text: [
          'From the **…** menu of a stay, choose **Link and details**. **Link for this guest** opens the guide with their name and dates; the door code and other private sections show on it only around the stay. **Copy link** or **Download QR code** to send it.',
          'You see when they first opened it and whether they pressed “I’ve arrived” and “I’ve checked out”. **Revoke link** stops it at once; **New link** replaces it.',
        ],
      },
      {
        title: 'Write message templates',
        text: [
          'Open **Messages**. **Templates** starts with ready-made messages (booking confirmed, arrival day, check-out morning…) to edit. **New template** writes a message in English and Spanish; **Insert variable** adds the guest’s name, dates, guide link and the like, filled in for each stay.',
        ],
        shot: 'messages',
        shotAlt: 'The Messages page on the Templates tab with the starter templates.',
      },
      {
        title: 'Send on a schedule, and follow the log',
        text: [
          'On **Schedules**, **New schedule** picks a template, **When** it goes (days before or after check-in or check-out, at a local time) and how (**Send by** e-mail, SMS or WhatsApp). It then goes out by itself for every stay.',
          '**Log** shows every message, sent or failed, with a resend. WhatsApp messages are prepared for you: open one from the log and press send in WhatsApp.',
        ],
      },
    ],
    tips: [
      'A guest writes in the language of their stay: set **Language** so templates go out in it.',
      'Adding a stay also ticks the “share” step of the getting-started checklist.',
    ],
  },
  {
    slug: 'co-hosts',
    title: 'Co-hosts',
    summary: 'Invite the people who help you host to edit the guides of chosen properties.',
    area: { label: 'Co-hosts', to: '/home/guide/hosts' },
    steps: [
      {
        title: 'Invite a co-host',
        text: [
          'Open **Co-hosts** and press **Invite a co-host**. Write their **Email**, choose one or more **Properties**, add a personal message if you like and press **Send invitation**.',
          'They receive a link that works once, for a limited number of days. They sign in or create an account, then accept.',
        ],
        shot: 'cohosts',
        shotAlt: 'The Co-hosts page: each property with its co-hosts and pending invitations.',
      },
      {
        title: 'What a co-host can do',
        text: [
          'A co-host edits everything in the guides you shared with them: sections, photos, places, stays and messages. Deleting the property, publishing it, changing its link and managing co-hosts stay with you, the owner.',
        ],
      },
      {
        title: 'Remove access',
        text: [
          '**Revoke** cancels an invitation not yet accepted. **Remove** takes a co-host off a property at once. Properties others shared with you are under **Properties you co-host**.',
        ],
      },
    ],
    tips: ['Co-hosts sign in with their own account: never share your password.'],
  },
  {
    slug: 'devices-and-videos',
    title: 'Devices and videos',
    summary: 'Explain appliances with steps, photos, a manual and short videos guests can watch.',
    area: { label: 'Devices', to: '/home/guide/devices' },
    steps: [
      {
        title: 'Add a device',
        text: [
          'Open **Devices**, choose the **Property** and press **Add device**. Give it a **Name**, a **Category**, **Where it is**, brand and model, then **How to use it** and **If something goes wrong** in each language. Add photos, a video, and once saved a **Manual (PDF)**.',
        ],
        shot: 'devices',
        shotAlt: 'The Devices page with the coffee machine of Casa Sol.',
      },
      {
        title: 'Add a video',
        text: [
          'Open **Videos** and press **Add link** for a YouTube or Vimeo video, or **Upload video** for a short MP4 or WebM clip. Give it a title in both languages and a **Poster photo** guests see before they tap play.',
          'Show a video with a section (its **Video** field) or with a device.',
        ],
        shot: 'videos',
        shotAlt: 'The Videos page with the video “Opening the key box”.',
      },
    ],
    tips: ['Short is better: 30 seconds showing the lock box saves a phone call at midnight.'],
  },
  {
    slug: 'reports',
    title: 'Reports',
    summary: 'See how guests use your guides: opens, languages, sections, Wi-Fi copies, questions and stay links.',
    area: { label: 'Reports', to: '/home/reports' },
    steps: [
      {
        title: 'Choose the property and the period',
        text: [
          'Open **Reports**. Pick one **Property** or **All properties** and the **Period**: the last 7, 30 or 90 days, 12 months, or **Dates** to choose **From** and **To**. Dates are in your time zone.',
        ],
        shot: 'reports',
        shotAlt: 'The Reports page: guide opens, questions asked and stay links opened, with the opens per day chart.',
      },
      {
        title: 'Read the figures',
        text: [
          '**Guide opens** counts every opening, **Devices per day** each phone or computer once a day, without tracking who. Below: opens by language, the most viewed sections, what guests did (Wi-Fi password copied, calls, directions, searches with no result), questions to the concierge, stay links and messages.',
        ],
      },
      {
        title: 'Act on it',
        text: [
          'Under **Questions the concierge could not answer**, **Add the answer** takes you to the AI area to add it. Every table has a **CSV** download.',
        ],
      },
    ],
    tips: ['Nothing identifies a guest: the reports are counters only.'],
  },
];
