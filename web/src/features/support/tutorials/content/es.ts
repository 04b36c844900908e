import type { Tutorial } from '../tutorial-model';

/** Los tutoriales para anfitriones en español. Las etiquetas en **negrita** son las palabras del producto (host.json). */
export const TUTORIALS: Tutorial[] = [
  {
    slug: 'getting-started',
    title: 'Primeros pasos',
    summary:
      'Crea tu primer alojamiento y sigue la lista de primeros pasos del panel hasta tener una guía que tus huéspedes puedan abrir.',
    area: { label: 'Alojamientos', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Abre el panel',
        text: [
          'Al entrar llegas al **Panel**. A la derecha, **Primeros pasos** enumera cinco pasos: añadir un alojamiento, añadir una foto, rellenar el wifi y la hora de entrada, publicar la guía y compartirla con un huésped.',
          'Cada paso se marca solo en cuanto tus alojamientos muestran que está hecho, lo hayas hecho desde la página que sea. **Empezar** te lleva al sitio del paso siguiente y **Cómo se hace** abre su tutorial.',
        ],
        shot: 'dashboard',
        shotAlt:
          'El panel: llegadas y salidas, el alojamiento Casa Sol y la lista Primeros pasos con cuatro de cinco pasos marcados.',
      },
      {
        title: 'Crea un alojamiento',
        text: [
          'Ve a **Alojamientos** en el menú y pulsa **Nuevo alojamiento** y ponle un nombre. Se crea con una guía de partida (bienvenida, llegada, wifi, normas de la casa, salida…) en inglés y en español, y se abre su editor.',
          'Cada alojamiento tiene su propia guía, su propio enlace para huéspedes y su propio código QR. Puedes volver a cualquiera desde **Alojamientos** con **Editar guía**.',
        ],
        shot: 'properties',
        shotAlt: 'La página Alojamientos con una tarjeta, Casa Sol, marcada como publicada, y su botón Editar guía.',
      },
      {
        title: 'Rellena los datos',
        text: [
          'En la pestaña **Datos** pon el nombre del alojamiento, el tipo de alquiler, la dirección y la **Zona horaria**. La zona horaria importa: las horas de entrada y salida, los enlaces de estancia y los mensajes programados la usan.',
          'Pulsa **Guardar** arriba a la derecha. Bajo el nombre verás **Todo guardado** cuando el servidor tenga tus cambios; si te vas con cambios sin guardar, el editor te pregunta antes.',
        ],
        shot: 'editor-details',
        shotAlt:
          'El editor del alojamiento en la pestaña Datos: nombre, tipo de alquiler, imagen y dirección, con la vista previa de la guía a la derecha.',
      },
      {
        title: 'Sigue con la lista',
        text: [
          'De vuelta en el **Panel**, el primer paso ya está marcado. Sigue con los demás: los tutoriales **Fotos**, **Crear una guía** y **Compartir con los huéspedes** explican cada uno.',
          'Cuando todos los pasos están hechos, la lista desaparece sola. **Ocultar estos consejos** la oculta antes; puedes volver a mostrarla desde **Cuenta**.',
        ],
      },
    ],
    tips: [
      'La vista previa a la derecha del editor muestra la guía tal como la verán los huéspedes, en cualquiera de los dos idiomas.',
      'También puedes trabajar desde el móvil: el menú se abre con el botón de arriba a la izquierda.',
    ],
  },
  {
    slug: 'building-a-guide',
    title: 'Crear una guía',
    summary:
      'Escribe las secciones que leen los huéspedes, configura el wifi y las horas de entrada y salida, y añade contactos y lugares cercanos.',
    area: { label: 'Alojamientos', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Abre la pestaña Guía',
        text: [
          'Abre el alojamiento desde **Alojamientos** con **Editar guía** y elige la pestaña **Guía**.',
          'Arriba, **Entrada y salida** tiene las horas que los huéspedes ven primero (**Entrada a partir de**, **Salida antes de**). Debajo, **Secciones** enumera lo que leen los huéspedes, en ese orden.',
        ],
        shot: 'editor-guide',
        shotAlt:
          'La pestaña Guía: entrada a partir de las 15:00 y salida antes de las 11:00, y la lista de secciones con sus botones para mover y borrar.',
      },
      {
        title: 'Escribe una sección',
        text: [
          'Pulsa una sección para abrirla. Escribe su **Título** y su **Texto** en inglés y en español (una pestaña por idioma); quien lea en el otro idioma verá un aviso breve y tu texto en el idioma en que lo escribiste.',
          'Elige un **Icono** escribiendo una palabra como wifi, llave o aparcamiento. Añade fotos con **Añadir foto** y, si tienes, un vídeo de la página **Vídeos**.',
          'Marca **Solo con el código de acceso** para un código de puerta o de alarma: los huéspedes solo ven esa sección después de escribir el código de acceso que pongas en **Publicar y compartir**.',
        ],
      },
      {
        title: 'Rellena el wifi',
        text: [
          'Abre la sección **Wifi** y rellena **Nombre de la red** y **Contraseña**. Los huéspedes tendrán **Copiar la contraseña** y un código QR para conectarse, y el cartel QR impreso puede llevarlas también.',
        ],
        shot: 'editor-wifi',
        shotAlt: 'La sección wifi abierta: la red Casa-Sol 5G y su contraseña.',
      },
      {
        title: 'Ordena, añade y quita secciones',
        text: [
          'Arrastra una sección por su asa, o usa las flechas arriba y abajo (las teclas de flecha también funcionan cuando el asa tiene el foco). **Añadir sección** al final de la lista añade una nueva; la papelera quita una.',
        ],
      },
      {
        title: 'Añade contactos y lugares',
        text: [
          'En **Contactos** añade los teléfonos de emergencia (hospital, policía…) y cómo pueden localizarte. En **Lugares** recomienda restaurantes, cafés, playas o museos con su dirección y una nota breve en cada idioma.',
          'Pulsa **Guardar** al terminar. Mientras la guía no esté publicada, solo la ves tú.',
        ],
      },
    ],
    tips: [
      'Las líneas que aún tienen el texto de partida no se muestran a los huéspedes, y **Publicar y compartir** te avisa de ellas.',
      'Al guardar, el conserje de IA vuelve a leer la guía solo, así sus respuestas siguen tus cambios.',
    ],
  },
  {
    slug: 'photos',
    title: 'Fotos',
    summary: 'Sube fotos, da al alojamiento su imagen de portada y muestra fotos en cualquier sección.',
    area: { label: 'Alojamientos', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Abre el cajón de fotos',
        text: [
          'En el editor, pestaña **Datos**, pulsa **Elegir imagen** (**Cambiar imagen** si ya hay una) bajo **Imagen del alojamiento** (o **Añadir foto** en una sección). Se abre el cajón de fotos con tu **Biblioteca** (elige el **Origen de las fotos** y la **Guía** para verlas) y, si el sitio lo tiene configurado, **Buscar fotos** de bancos de imágenes.',
        ],
        shot: 'photo-drawer',
        shotAlt:
          'El cajón de fotos abierto sobre el editor, en la pestaña Biblioteca, con las fotos subidas y la zona para soltar archivos.',
      },
      {
        title: 'Sube fotos',
        text: [
          'Arrastra fotos a **Arrastra fotos aquí o haz clic para elegir archivos**, o haz clic para elegirlas. Se aceptan JPEG, PNG, WebP, AVIF o GIF; cada archivo muestra su avance y **Añadida a la biblioteca** cuando está lista.',
          'Comprobamos y volvemos a codificar las fotos, y quitamos sus datos de ubicación (GPS) antes de que nadie las vea.',
        ],
      },
      {
        title: 'Elige la portada y las fotos de las secciones',
        text: [
          'Pulsa **Asignar** bajo una foto para usarla. La **Imagen del alojamiento** es la imagen grande de arriba de la guía; sin ella, los huéspedes ven el color del tema.',
          'En una sección, cada **Añadir foto** añade una imagen más bajo su texto. **Quitar la foto** la saca de la sección; la foto sigue en la biblioteca.',
          'Pulsa **Guardar**. El paso **Añade una foto** de la lista de primeros pasos se marca solo.',
        ],
      },
    ],
    tips: [
      'Las fotos pertenecen al alojamiento: todas sus secciones, aparatos y portadas de vídeo pueden reutilizarlas.',
      'Borrar una foto de la biblioteca también la quita de las guías que la muestran.',
    ],
  },
  {
    slug: 'sharing-with-guests',
    title: 'Compartir con los huéspedes',
    summary:
      'Publica la guía y dásela a los huéspedes con un enlace, un código corto o un código QR, con código de acceso si quieres.',
    area: { label: 'Alojamientos', to: '/home/guide/properties' },
    steps: [
      {
        title: 'Publica la guía',
        text: [
          'En el editor elige **Publicar y compartir**, activa **Guía publicada** y pulsa **Guardar**. Solo el propietario del alojamiento puede publicar; los coanfitriones ven el interruptor desactivado.',
        ],
        shot: 'editor-sharing',
        shotAlt:
          'La pestaña Publicar y compartir: Guía publicada activada, el enlace para huéspedes con su botón de copiar y el código QR con Descargar código QR.',
      },
      {
        title: 'Envía el enlace',
        text: [
          '**Enlace para huéspedes** es la dirección de la guía. **Copiar enlace** la copia para pegarla en un mensaje de la reserva, un correo o WhatsApp; **Abrir el enlace para huéspedes** la muestra como la ven ellos.',
          'Para una reserva concreta es mejor un enlace de estancia: abre la misma guía con el nombre y las fechas del huésped, y muestra las secciones privadas solo alrededor de su estancia (mira **Estancias y mensajes**).',
        ],
      },
      {
        title: 'Usa el código QR o el código corto',
        text: [
          '**Descargar código QR** guarda una imagen para imprimir en la entrada o en la carpeta de bienvenida; la página **Imprimir** prepara un cartel con ella.',
          'Cada guía tiene también un código corto, impreso en el cartel y visible en **Imprimir**. Los huéspedes lo escriben como **Código de la guía** en la página **/link** del sitio y pulsan **Abrir la guía**.',
        ],
        shot: 'guest-guide',
        shotAlt:
          'La guía del huésped en un móvil: la portada de Casa Sol, las horas de entrada y salida y la sección de bienvenida.',
      },
      {
        title: 'Protege las secciones privadas',
        text: [
          'En **Código de acceso** pon de 4 a 8 cifras. Las secciones marcadas **Solo con el código de acceso** quedan bloqueadas hasta que el huésped lo escribe; el resto de la guía sigue abierta para quien tenga el enlace.',
          'En **Idioma y aspecto** elige el idioma en que se abre la guía y su **Tema**. Pulsa **Guardar** después de cualquier cambio.',
        ],
        shot: 'link-page',
        shotAlt: 'La página /link en un móvil, donde los huéspedes escriben el código de la guía.',
      },
    ],
    tips: [
      'Los huéspedes pueden cambiar entre inglés y español en la guía cuando quieran.',
      'Si un enlace ha llegado demasiado lejos, **Cambiar el enlace** en la página **Imprimir** da a la guía un enlace, un código y un QR nuevos; los anteriores dejan de funcionar al momento.',
    ],
  },
  {
    slug: 'printing',
    title: 'Imprimir',
    summary: 'Imprime un folleto de la guía o un cartel QR de una página, en inglés o en español, en A4 o Carta.',
    area: { label: 'Imprimir', to: '/home/guide/print' },
    steps: [
      {
        title: 'Elige el alojamiento, el idioma y el papel',
        text: [
          'Abre **Imprimir** en el menú. Elige el **Alojamiento**, el **Idioma** y el **Papel** (**A4** o **Carta**). La tarjeta **Guía web** repite el enlace para huéspedes, el código QR y el código de la guía.',
        ],
        shot: 'print',
        shotAlt:
          'La página Imprimir: alojamiento, idioma y papel, la guía web con su código, el folleto impreso y el cartel con QR.',
      },
      {
        title: 'Imprime el folleto',
        text: [
          'En **Folleto impreso**, **Descargar el PDF** prepara un PDF con toda la guía; **Abrir la página para imprimir** la muestra en el navegador para imprimirla directamente.',
          '**Incluir las secciones que necesitan el código de acceso** añade las secciones bloqueadas: solo para una copia que se quede dentro del alojamiento.',
        ],
      },
      {
        title: 'Imprime el cartel QR',
        text: [
          'En **Cartel con QR**, **Descargar el cartel** prepara una página con el código QR y el código de la guía, para enmarcar o doblar como tarjeta de mesa. **Imprimir la red wifi y la contraseña** las añade; desmárcalo para dejarlas fuera.',
        ],
      },
    ],
    tips: [
      'Vuelve a imprimir si cambias el enlace: los carteles antiguos dejan de funcionar.',
      'El PDF sigue la última versión guardada de la guía.',
    ],
  },
  {
    slug: 'ai-concierge',
    title: 'El conserje de IA',
    summary:
      'Deja que los huéspedes pregunten y reciban respuestas de tu guía, revisa lo que preguntaron y completa lo que falta.',
    area: { label: 'Conserje de IA', to: '/home/guide/ai' },
    steps: [
      {
        title: 'Indexa la guía',
        text: [
          'Abre **Conserje de IA** y elige el **Alojamiento**. **Base de conocimiento** indica si la guía está indexada; el conserje solo responde con lo indexado. Guardar la guía la vuelve a indexar sola; **Indexar ahora** lo hace al momento.',
          'Con la guía publicada, los huéspedes encuentran en ella el botón para hacer una pregunta.',
        ],
        shot: 'ai',
        shotAlt:
          'La página del conserje de IA: el estado de la base de conocimiento de Casa Sol y las pestañas Preguntas y respuestas, Preguntas de huéspedes, Pruébalo y Ajustes.',
      },
      {
        title: 'Pruébalo como huésped',
        text: [
          'En **Pruébalo** escribe una pregunta como la haría un huésped, por ejemplo «¿Cuál es la contraseña del wifi?», y pulsa **Preguntar**. Verás la respuesta y las secciones de las que sale. Lo que preguntes aquí no se guarda.',
        ],
      },
      {
        title: 'Responde lo que la guía no dice',
        text: [
          '**Preguntas de huéspedes** muestra lo que preguntaron, con respuesta o sin ella. Para una pregunta sin respuesta, **Añadir a la guía** escribe una sección nueva y **Añadir a preguntas y respuestas** añade un par pregunta-respuesta.',
          'En **Preguntas y respuestas** también puedes añadir pares tú. Se usan a partir del siguiente indexado.',
        ],
      },
      {
        title: 'Indica a quién contactar',
        text: [
          'En **Ajustes**, **A quién deben contactar los huéspedes** se muestra cuando no hay respuesta (vacío: el contacto del anfitrión de la guía). Los **Temas que evitar**, como descuentos, reciben ese contacto en lugar de una respuesta.',
        ],
      },
    ],
    tips: [
      'El conserje no se inventa nada: si tu guía no tiene la respuesta, lo dice y muestra tu contacto.',
      'Las secciones bloqueadas con el código de acceso solo se citan a quien escribió el código.',
    ],
  },
  {
    slug: 'stays-and-messages',
    title: 'Estancias y mensajes',
    summary:
      'Añade las estancias de tus huéspedes, da a cada uno su propio enlace y envía mensajes a mano o programados.',
    area: { label: 'Huéspedes', to: '/home/guide/guests' },
    steps: [
      {
        title: 'Añade una estancia',
        text: [
          'Abre **Huéspedes** y pulsa **Añadir una estancia**. Elige el **Alojamiento** y rellena **Nombre del huésped**, **Correo electrónico**, **Teléfono** (con prefijo del país), **Idioma**, **Huéspedes** y las fechas de entrada y salida. Si dejas las horas vacías se usan las de la guía. **Añadir estancia** la guarda.',
          'Muchas a la vez: **Importar CSV** (hay un archivo de ejemplo), o **Conectar calendario** con la dirección iCal de tu web de reservas para que las estancias lleguen solas.',
        ],
        shot: 'guests',
        shotAlt:
          'La página Huéspedes: la lista de estancias con huésped, alojamiento, fechas y estado, y el botón Añadir una estancia.',
      },
      {
        title: 'Da al huésped su enlace',
        text: [
          'En el menú **…** de una estancia, elige **Enlace y detalles**. **Enlace para este huésped** abre la guía con su nombre y sus fechas; el código de la puerta y las demás secciones privadas solo se ven en él alrededor de la estancia. **Copiar enlace** o **Descargar código QR** para enviarlo.',
          'Verás cuándo lo abrió por primera vez y si pulsó «He llegado» y «Me he ido». **Revocar enlace** lo corta al momento; **Enlace nuevo** lo sustituye.',
        ],
      },
      {
        title: 'Escribe plantillas de mensajes',
        text: [
          'Abre **Mensajes**. **Plantillas** empieza con mensajes listos para editar (reserva confirmada, día de llegada, mañana de salida…). **Nueva plantilla** escribe un mensaje en inglés y en español; **Insertar variable** añade el nombre del huésped, las fechas, el enlace de la guía y similares, que se rellenan para cada estancia.',
        ],
        shot: 'messages',
        shotAlt: 'La página Mensajes en la pestaña Plantillas con las plantillas de partida.',
      },
      {
        title: 'Programa envíos y sigue el historial',
        text: [
          'En **Programación**, **Nueva programación** elige una plantilla, **Cuándo** sale (días antes o después de la entrada o la salida, a una hora local) y cómo (**Enviar por** correo, SMS o WhatsApp). Después sale sola para cada estancia.',
          '**Historial** muestra cada mensaje, enviado o fallido, con opción de reenviar. Los mensajes de WhatsApp se preparan para ti: ábrelo desde el historial y pulsa enviar en WhatsApp.',
        ],
      },
    ],
    tips: [
      'Pon el **Idioma** de la estancia para que las plantillas salgan en el idioma del huésped.',
      'Añadir una estancia también marca el paso «compartir» de la lista de primeros pasos.',
    ],
  },
  {
    slug: 'co-hosts',
    title: 'Coanfitriones',
    summary: 'Invita a quienes te ayudan a editar las guías de los alojamientos que elijas.',
    area: { label: 'Coanfitriones', to: '/home/guide/hosts' },
    steps: [
      {
        title: 'Invita a un coanfitrión',
        text: [
          'Abre **Coanfitriones** y pulsa **Invitar a un coanfitrión**. Escribe su **Correo electrónico**, elige uno o más **Alojamientos**, añade un mensaje personal si quieres y pulsa **Enviar invitación**.',
          'Recibe un enlace que funciona una vez, durante unos días. Entra o se crea una cuenta, y acepta.',
        ],
        shot: 'cohosts',
        shotAlt: 'La página Coanfitriones: cada alojamiento con sus coanfitriones y las invitaciones pendientes.',
      },
      {
        title: 'Qué puede hacer un coanfitrión',
        text: [
          'Un coanfitrión edita todo en las guías que compartes con él: secciones, fotos, lugares, estancias y mensajes. Borrar el alojamiento, publicarlo, cambiar su enlace y gestionar coanfitriones siguen siendo cosa tuya, la propietaria o el propietario.',
        ],
      },
      {
        title: 'Quita el acceso',
        text: [
          '**Revocar** anula una invitación aún no aceptada. **Quitar** retira al momento a un coanfitrión de un alojamiento. Los alojamientos que otros comparten contigo están en **Alojamientos que coanfitrionas**.',
        ],
      },
    ],
    tips: ['Cada coanfitrión entra con su propia cuenta: no compartas nunca tu contraseña.'],
  },
  {
    slug: 'devices-and-videos',
    title: 'Aparatos y vídeos',
    summary: 'Explica los aparatos con pasos, fotos, un manual y vídeos cortos que los huéspedes pueden ver.',
    area: { label: 'Dispositivos', to: '/home/guide/devices' },
    steps: [
      {
        title: 'Añade un aparato',
        text: [
          'Abre **Dispositivos**, elige el **Alojamiento** y pulsa **Añadir aparato**. Ponle **Nombre**, **Categoría**, **Dónde está**, marca y modelo, y luego **Cómo usarlo** y **Si algo falla** en cada idioma. Añade fotos, un vídeo y, una vez guardado, un **Manual (PDF)**.',
        ],
        shot: 'devices',
        shotAlt: 'La página Dispositivos con la cafetera de Casa Sol.',
      },
      {
        title: 'Añade un vídeo',
        text: [
          'Abre **Vídeos** y pulsa **Añadir enlace** para un vídeo de YouTube o Vimeo, o **Subir vídeo** para un clip corto MP4 o WebM. Ponle un título en los dos idiomas y una **Foto de portada** que los huéspedes ven antes de darle a reproducir.',
          'Muestra un vídeo con una sección (su campo **Vídeo**) o con un aparato.',
        ],
        shot: 'videos',
        shotAlt: 'La página Vídeos con el vídeo «Cómo abrir la caja de llaves».',
      },
    ],
    tips: ['Mejor corto: 30 segundos enseñando la caja de llaves ahorran una llamada a medianoche.'],
  },
  {
    slug: 'reports',
    title: 'Informes',
    summary:
      'Mira cómo usan tus guías los huéspedes: aperturas, idiomas, secciones, copias del wifi, preguntas y enlaces de estancia.',
    area: { label: 'Informes', to: '/home/reports' },
    steps: [
      {
        title: 'Elige el alojamiento y el periodo',
        text: [
          'Abre **Informes**. Elige un **Alojamiento** o **Todos los alojamientos** y el **Periodo**: los últimos 7, 30 o 90 días, 12 meses, o **Fechas** para elegir **Desde** y **Hasta**. Las fechas van en tu zona horaria.',
        ],
        shot: 'reports',
        shotAlt:
          'La página Informes: aperturas de la guía, preguntas y enlaces de estancia abiertos, con el gráfico de aperturas por día.',
      },
      {
        title: 'Lee las cifras',
        text: [
          '**Aperturas de la guía** cuenta cada apertura, **Dispositivos por día** cada móvil u ordenador una vez al día, sin seguir a nadie. Debajo: aperturas por idioma, las secciones más vistas, lo que hicieron los huéspedes (contraseña del wifi copiada, llamadas, indicaciones, búsquedas sin resultado), las preguntas al conserje, los enlaces de estancia y los mensajes.',
        ],
      },
      {
        title: 'Actúa',
        text: [
          'En **Preguntas que el conserje no supo responder**, **Añadir la respuesta** te lleva al área de IA para añadirla. Cada tabla se puede descargar en **CSV**.',
        ],
      },
    ],
    tips: ['Nada identifica a un huésped: los informes son solo contadores.'],
  },
];
