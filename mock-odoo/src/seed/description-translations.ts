import type { TranslatedLang } from './languages';

/**
 * A blueprint's description texts in one language, in the order of the English ones (the seed
 * picks sentences by position, so every language tells the same story). `{product}` is the brand
 * and the translated adjective and noun, `{brand}` the brand alone.
 */
export interface BlueprintTexts {
  sentences: readonly string[];
  features: readonly (readonly [string, string])[];
}

type PerLanguage = Readonly<Record<TranslatedLang, BlueprintTexts>>;

export const BLUEPRINT_TEXTS: Readonly<Record<string, PerLanguage>> = {
  laptops: {
    nl_NL: {
      sentences: [
        '{product} start in enkele seconden op en gaat met één lading een volle werkdag mee.',
        'Een helder antireflectiescherm houdt spreadsheets en videogesprekken prettig leesbaar, binnen en buiten.',
        'Twee USB-C-poorten met power delivery, HDMI en een USB-A-poort van volledige grootte: geen adapters meer in je tas.',
        'Het verlichte toetsenbord heeft 1,5 mm toetsslag en is spatwaterbestendig.',
        'Een 1080p-webcam met privacyklepje en twee microfoons laten je in elke vergadering scherp overkomen.',
        'Het geheugen kies je bij het bestellen; de SSD kan later door elke servicepartner worden vergroot.',
      ],
      features: [
        ['Accu voor de hele dag', 'tot 14 uur kantoorwerk, in een uur 80% opgeladen.'],
        ['Vingerafdruklezer', 'in de aan-uitknop om direct en veilig in te loggen.'],
        ['Wifi 6E', 'voor snelle en stabiele verbindingen op drukke kantoren.'],
        ['Aluminium behuizing', 'licht, stevig en voor 60% gerecycled materiaal.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} startet in Sekunden und hält mit einer Akkuladung einen ganzen Arbeitstag durch.',
        'Ein helles, entspiegeltes Display macht Tabellen und Videocalls drinnen wie draußen angenehm lesbar.',
        'Zwei USB-C-Anschlüsse mit Power Delivery, HDMI und ein USB-A-Anschluss in voller Größe: keine Adapter mehr in der Tasche.',
        'Die beleuchtete Tastatur hat 1,5 mm Hub und ist spritzwassergeschützt.',
        'Eine 1080p-Webcam mit Sichtschutz und zwei Mikrofone sorgen in jedem Meeting für ein klares Bild und klaren Ton.',
        'Den Arbeitsspeicher wählen Sie bei der Bestellung; die SSD kann später von jedem Servicepartner aufgerüstet werden.',
      ],
      features: [
        [
          'Akku für den ganzen Tag',
          'bis zu 14 Stunden Büroarbeit, in einer Stunde zu 80 % geladen.',
        ],
        ['Fingerabdrucksensor', 'im Einschaltknopf für sofortige, sichere Anmeldung.'],
        ['Wi-Fi 6E', 'für schnelle und stabile Verbindungen in vollen Büros.'],
        ['Aluminiumgehäuse', 'leicht, verwindungssteif und zu 60 % aus Recyclingmaterial.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} загружается за секунды и работает целый рабочий день от одного заряда.',
        'Яркий антибликовый экран делает таблицы и видеозвонки комфортными для глаз в помещении и на улице.',
        'Два порта USB-C с Power Delivery, HDMI и полноразмерный USB-A: никаких переходников в сумке.',
        'Клавиатура с подсветкой имеет ход клавиш 1,5 мм и защищена от пролитой жидкости.',
        'Веб-камера 1080p со шторкой и два микрофона обеспечат чёткое изображение и звук на любой встрече.',
        'Объём памяти выбирается при заказе; SSD можно позже расширить у любого сервисного партнёра.',
      ],
      features: [
        ['Батарея на весь день', 'до 14 часов офисной работы, 80% заряда за час.'],
        ['Сканер отпечатков пальцев', 'в кнопке питания для мгновенного и безопасного входа.'],
        ['Wi-Fi 6E', 'для быстрого и стабильного соединения в загруженных офисах.'],
        ['Алюминиевый корпус', 'лёгкий, жёсткий и на 60% из переработанных материалов.'],
      ],
    },
  },
  desktops: {
    nl_NL: {
      sentences: [
        '{product} draait kantoorsoftware, browsers en videogesprekken naast elkaar zonder te haperen.',
        'Dankzij een grote, langzaam draaiende ventilator blijft hij fluisterstil, ook onder belasting.',
        'USB-C en kaartlezer aan de voorkant, twee DisplayPort-uitgangen en 2,5 Gb ethernet aan de achterkant.',
        'Zijpaneel zonder gereedschap: geheugen en opslag zijn in een paar minuten uit te breiden.',
        'Geleverd met Windows 11 Pro en zonder proefsoftware.',
      ],
      features: [
        ['Twee 4K-uitgangen', 'voor twee beeldschermen op 60 Hz.'],
        ['TPM 2.0', 'en BIOS-beveiliging voor beheerde vloten.'],
        ['Energiezuinig', 'verbruikt in rust minder dan 10 W.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} führt Office-Programme, Browser und Videocalls gleichzeitig ohne Ruckeln aus.',
        'Dank eines großen, langsam drehenden Lüfters bleibt er auch unter Last flüsterleise.',
        'USB-C und Kartenleser vorne, zwei DisplayPort-Ausgänge und 2,5-Gb-Ethernet hinten.',
        'Werkzeuglos zu öffnendes Seitenteil: Arbeitsspeicher und Datenspeicher lassen sich in Minuten aufrüsten.',
        'Wird mit Windows 11 Pro und ohne Testsoftware geliefert.',
      ],
      features: [
        ['Zwei 4K-Ausgänge', 'für zwei Bildschirme mit 60 Hz.'],
        ['TPM 2.0', 'und BIOS-Schutz für verwaltete Geräteflotten.'],
        ['Energieeffizient', 'verbraucht im Leerlauf unter 10 W.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} одновременно справляется с офисными программами, браузером и видеозвонками без задержек.',
        'Большой тихоходный вентилятор делает его почти бесшумным даже под нагрузкой.',
        'Спереди USB-C и кардридер, сзади два выхода DisplayPort и Ethernet 2,5 Гбит/с.',
        'Боковая панель снимается без инструментов: память и накопитель можно расширить за пару минут.',
        'Поставляется с Windows 11 Pro и без пробных программ.',
      ],
      features: [
        ['Два выхода 4K', 'для двух мониторов с частотой 60 Гц.'],
        ['TPM 2.0', 'и защита BIOS для корпоративных парков.'],
        ['Энергоэффективность', 'менее 10 Вт в режиме простоя.'],
      ],
    },
  },
  monitors: {
    nl_NL: {
      sentences: [
        '{product} toont scherpe tekst en echte kleuren vanuit elke hoek dankzij het IPS-paneel.',
        'De voet kantelt, draait, pivoteert en gaat 130 mm omhoog, zodat het scherm naar je ogen komt en niet andersom.',
        'Eén USB-C-kabel brengt beeld, data en 65 W vermogen naar je laptop.',
        'Flikkervrije achtergrondverlichting en een blauwlichtfilter verminderen vermoeide ogen op lange dagen.',
        'Een ingebouwde USB-hub houdt toetsenbord, muis en webcam aangesloten op het scherm.',
      ],
      features: [
        ['USB-C 65 W', 'één kabel voor beeld, data en opladen.'],
        ['Fabrieksgekalibreerd', 'Delta E onder de 2, direct uit de doos.'],
        ['VESA 100', 'bevestiging voor monitorarmen.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} zeigt dank IPS-Panel aus jedem Blickwinkel scharfen Text und echte Farben.',
        'Der Standfuß lässt sich neigen, drehen, pivotieren und um 130 mm anheben, damit der Bildschirm zu Ihren Augen kommt und nicht umgekehrt.',
        'Ein einziges USB-C-Kabel überträgt Bild, Daten und 65 W Strom zu Ihrem Laptop.',
        'Flimmerfreie Hintergrundbeleuchtung und ein Blaulichtmodus schonen die Augen an langen Tagen.',
        'Ein integrierter USB-Hub hält Tastatur, Maus und Webcam am Bildschirm angeschlossen.',
      ],
      features: [
        ['USB-C 65 W', 'ein Kabel für Bild, Daten und Laden.'],
        ['Werkskalibriert', 'Delta E unter 2 direkt ab Werk.'],
        ['VESA 100', 'Befestigung für Monitorarme.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} показывает чёткий текст и точные цвета под любым углом благодаря IPS-матрице.',
        'Подставка наклоняется, поворачивается, переводится в портретный режим и поднимается на 130 мм, чтобы экран был на уровне глаз.',
        'Один кабель USB-C передаёт изображение, данные и 65 Вт питания на ноутбук.',
        'Подсветка без мерцания и режим низкого синего света снижают усталость глаз в долгие дни.',
        'Встроенный USB-хаб позволяет подключить клавиатуру, мышь и веб-камеру прямо к монитору.',
      ],
      features: [
        ['USB-C 65 Вт', 'один кабель для изображения, данных и зарядки.'],
        ['Заводская калибровка', 'Delta E ниже 2 прямо из коробки.'],
        ['VESA 100', 'крепление для кронштейнов.'],
      ],
    },
  },
  keyboards: {
    nl_NL: {
      sentences: [
        '{product} koppelt met maximaal drie apparaten en wisselt met één toets tussen ze.',
        'De toetsen zijn stil, stabiel en goed voor 50 miljoen aanslagen.',
        'Laadt op via USB-C en gaat weken mee op één lading.',
        'Verkrijgbaar met Nederlandse, Duitse of US-internationale indeling.',
        'Verstelbare pootjes geven twee typhoeken.',
      ],
      features: [
        ['Meerdere apparaten', 'Bluetooth en USB-ontvanger voor maximaal drie apparaten.'],
        ['Oplaadbaar', 'tot 10 weken op één lading.'],
        ['Spatwaterbestendig', 'voert water weg van de elektronica.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} verbindet sich mit bis zu drei Geräten und wechselt per Tastendruck zwischen ihnen.',
        'Die Tasten sind leise, stabil und für 50 Millionen Anschläge ausgelegt.',
        'Lädt über USB-C und hält mit einer Ladung wochenlang durch.',
        'Erhältlich mit niederländischem, deutschem oder US-internationalem Layout.',
        'Ausklappbare Füße ermöglichen zwei Schreibwinkel.',
      ],
      features: [
        ['Multi-Device', 'Bluetooth und USB-Empfänger für bis zu drei Geräte.'],
        ['Wiederaufladbar', 'bis zu 10 Wochen mit einer Ladung.'],
        ['Spritzwassergeschützt', 'leitet Wasser von der Elektronik weg.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} подключается к трём устройствам и переключается между ними одной клавишей.',
        'Клавиши тихие, устойчивые и рассчитаны на 50 миллионов нажатий.',
        'Заряжается через USB-C и работает неделями от одного заряда.',
        'Доступна с нидерландской, немецкой или американской международной раскладкой.',
        'Регулируемые ножки дают два угла наклона.',
      ],
      features: [
        ['Несколько устройств', 'Bluetooth и USB-приёмник для трёх устройств.'],
        ['Аккумулятор', 'до 10 недель от одного заряда.'],
        ['Защита от брызг', 'отводит воду от электроники.'],
      ],
    },
  },
  mice: {
    nl_NL: {
      sentences: [
        '{product} werkt nauwkeurig op glas, hout en stof.',
        'Gevormd voor een ontspannen greep die je pols in een natuurlijke houding houdt.',
        'Stille klikken houden kantoortuinen rustig.',
        'Verbindt via Bluetooth of de meegeleverde USB-ontvanger.',
      ],
      features: [
        ['4000 DPI-sensor', 'nauwkeurig op vrijwel elk oppervlak.'],
        ['90% stillere klikken', 'dan een gewone kantoormuis.'],
        ['Opladen via USB-C', 'één minuut laden geeft drie uur gebruik.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} arbeitet präzise auf Glas, Holz und Stoff.',
        'Geformt für einen entspannten Griff, der Ihr Handgelenk in einer natürlichen Haltung hält.',
        'Leise Klicks sorgen für Ruhe im Großraumbüro.',
        'Verbindet sich per Bluetooth oder über den mitgelieferten USB-Empfänger.',
      ],
      features: [
        ['4000-DPI-Sensor', 'präzise auf fast jeder Oberfläche.'],
        ['90 % leisere Klicks', 'als eine normale Büromaus.'],
        ['Laden über USB-C', 'eine Minute Laden reicht für drei Stunden.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} точно работает на стекле, дереве и ткани.',
        'Форма обеспечивает расслабленный хват и естественное положение запястья.',
        'Тихие щелчки сохраняют спокойствие в открытом офисе.',
        'Подключается по Bluetooth или через USB-приёмник из комплекта.',
      ],
      features: [
        ['Сенсор 4000 DPI', 'точность почти на любой поверхности.'],
        ['Щелчки тише на 90%', 'чем у обычной офисной мыши.'],
        ['Зарядка через USB-C', 'одна минута зарядки даёт три часа работы.'],
      ],
    },
  },
  accessories: {
    nl_NL: {
      sentences: [
        '{product} maakt je werkplek compleet, op kantoor en thuis.',
        'Werkt zonder drivers met Windows, macOS, ChromeOS en Linux.',
        'Stevige materialen en een strak ontwerp dat op elk bureau past.',
        'Getest met alle actuele laptops van de grote merken.',
      ],
      features: [
        ['Plug and play', 'geen drivers of software nodig.'],
        ['Gerecyclede verpakking', 'plasticvrij en volledig recyclebaar.'],
        ['Twee jaar garantie', 'binnen één werkdag vervangen.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} vervollständigt Ihren Arbeitsplatz, im Büro und zu Hause.',
        'Kompatibel mit Windows, macOS, ChromeOS und Linux ohne Treiber.',
        'Robuste Materialien und ein klares Design, das auf jeden Schreibtisch passt.',
        'Getestet mit allen aktuellen Laptops der großen Marken.',
      ],
      features: [
        ['Plug and Play', 'keine Treiber oder Software nötig.'],
        ['Recycelte Verpackung', 'plastikfrei und vollständig recycelbar.'],
        ['Zwei Jahre Garantie', 'Austausch innerhalb eines Werktags.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} дополнит ваше рабочее место в офисе и дома.',
        'Совместим с Windows, macOS, ChromeOS и Linux без драйверов.',
        'Прочные материалы и лаконичный дизайн подойдут к любому столу.',
        'Протестирован со всеми актуальными ноутбуками ведущих брендов.',
      ],
      features: [
        ['Plug and play', 'драйверы и программы не нужны.'],
        ['Переработанная упаковка', 'без пластика и полностью перерабатываемая.'],
        ['Гарантия два года', 'замена в течение одного рабочего дня.'],
      ],
    },
  },
  desks: {
    nl_NL: {
      sentences: [
        '{product} geeft je jarenlang een rustige, stevige werkplek.',
        'Het 25 mm dikke blad heeft een krasbestendige afwerking en afgeronde, zachte randen.',
        'Een stalen frame met stelvoetjes houdt het bureau stabiel op oneffen vloeren.',
        'Kabelgoot en kabeldoorvoeren houden snoeren uit het zicht.',
        'Geleverd met duidelijke instructies; met z’n tweeën in ongeveer 30 minuten gemonteerd.',
      ],
      features: [
        ['Geheugenstanden', 'vier hoogtes met één druk op de knop.'],
        ['Anti-botsing', 'stopt en keert om bij weerstand.'],
        ['FSC-gecertificeerd blad', 'uit verantwoord beheerde bossen.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} bietet Ihnen über Jahre einen ruhigen, stabilen Arbeitsplatz.',
        'Die 25 mm starke Platte hat eine kratzfeste Oberfläche und abgerundete, weiche Kanten.',
        'Ein Stahlgestell mit Nivellierfüßen hält den Tisch auch auf unebenen Böden stabil.',
        'Kabelwanne und Kabeldurchlässe halten Kabel aus dem Blickfeld.',
        'Geliefert mit klarer Anleitung; zwei Personen bauen ihn in etwa 30 Minuten auf.',
      ],
      features: [
        ['Memory-Funktion', 'vier Höhen auf Knopfdruck.'],
        ['Kollisionsschutz', 'stoppt und fährt zurück, wenn er auf Widerstand trifft.'],
        ['FSC-zertifizierte Platte', 'aus verantwortungsvoll bewirtschafteten Wäldern.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} на долгие годы станет спокойным и прочным рабочим местом.',
        'Столешница толщиной 25 мм имеет устойчивое к царапинам покрытие и мягкие скруглённые края.',
        'Стальная рама с регулируемыми опорами сохраняет устойчивость на неровном полу.',
        'Кабельный лоток и отверстия для проводов скрывают кабели из виду.',
        'Поставляется с понятной инструкцией; вдвоём собирается примерно за 30 минут.',
      ],
      features: [
        ['Память положений', 'четыре высоты одним нажатием.'],
        ['Защита от столкновений', 'останавливается и отъезжает при сопротивлении.'],
        ['Столешница с сертификатом FSC', 'из ответственно управляемых лесов.'],
      ],
    },
  },
  chairs: {
    nl_NL: {
      sentences: [
        '{product} ondersteunt je van de eerste tot de laatste vergadering van de dag.',
        'Zitdiepte, armleuningen en lendensteun passen zich aan je lichaam aan.',
        'De ademende rug houdt je koel, het zitkussen behoudt zijn vorm.',
        'Getest volgens EN 1335 voor acht uur dagelijks gebruik.',
        'Kies de maat die bij je lengte past: S tot 1,65 m, XL vanaf 1,90 m.',
      ],
      features: [
        ['Synchroonmechaniek', 'zitting en rug bewegen mee als je achteroverleunt.'],
        ['4D-armleuningen', 'hoogte, diepte, breedte en hoek.'],
        ['10 jaar garantie', 'op frame en mechaniek.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} unterstützt Sie vom ersten bis zum letzten Meeting des Tages.',
        'Sitztiefe, Armlehnen und Lordosenstütze passen sich Ihrem Körper an.',
        'Der atmungsaktive Rücken hält Sie kühl, das Sitzkissen behält seine Form.',
        'Geprüft nach EN 1335 für acht Stunden täglicher Nutzung.',
        'Wählen Sie die Größe passend zu Ihrer Körpergröße: S bis 1,65 m, XL ab 1,90 m.',
      ],
      features: [
        ['Synchronmechanik', 'Sitz und Rücken bewegen sich beim Zurücklehnen mit.'],
        ['4D-Armlehnen', 'Höhe, Tiefe, Breite und Winkel.'],
        ['10 Jahre Garantie', 'auf Gestell und Mechanik.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} поддержит вас от первой до последней встречи дня.',
        'Глубина сиденья, подлокотники и поясничная опора подстраиваются под ваше тело.',
        'Дышащая спинка не даёт перегреться, подушка сиденья сохраняет форму.',
        'Испытано по EN 1335 для восьми часов ежедневного использования.',
        'Выберите размер по росту: S до 1,65 м, XL от 1,90 м.',
      ],
      features: [
        ['Синхромеханизм', 'сиденье и спинка двигаются вместе при откидывании.'],
        ['4D-подлокотники', 'высота, глубина, ширина и угол.'],
        ['Гарантия 10 лет', 'на раму и механизм.'],
      ],
    },
  },
  storage: {
    nl_NL: {
      sentences: [
        '{product} houdt dossiers, kantoorartikelen en persoonlijke spullen netjes en binnen handbereik.',
        'Laden lopen soepel op volledig uittrekbare geleiders en sluiten zacht.',
        'Een centraal slot vergrendelt alle laden met één sleutel; twee sleutels worden meegeleverd.',
        'Past onder de meeste bureaus en sluit aan op de andere meubels uit de serie.',
      ],
      features: [
        ['Soft-close', 'dempers op elke lade en deur.'],
        ['Kantelbeveiliging', 'er gaat maar één lade tegelijk open.'],
        ['Gepoedercoat', 'staal dat krassen weerstaat.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} hält Akten, Büromaterial und persönliche Dinge ordentlich und griffbereit.',
        'Schubladen laufen leichtgängig auf Vollauszügen und schließen sanft.',
        'Ein Zentralschloss sichert alle Schubladen mit einem Schlüssel; zwei Schlüssel sind dabei.',
        'Passt unter die meisten Schreibtische und fügt sich in die übrigen Möbel der Serie ein.',
      ],
      features: [
        ['Soft-Close', 'Dämpfer an jeder Schublade und Tür.'],
        ['Kippschutz', 'es öffnet sich immer nur eine Schublade.'],
        ['Pulverbeschichtet', 'Stahl, der Kratzern widersteht.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} хранит документы, канцтовары и личные вещи в порядке и под рукой.',
        'Ящики плавно ходят на направляющих полного выдвижения и мягко закрываются.',
        'Центральный замок запирает все ящики одним ключом; в комплекте два ключа.',
        'Помещается под большинство столов и сочетается с другой мебелью серии.',
      ],
      features: [
        ['Плавное закрывание', 'доводчики на каждом ящике и двери.'],
        ['Защита от опрокидывания', 'одновременно открывается только один ящик.'],
        ['Порошковая окраска', 'сталь, устойчивая к царапинам.'],
      ],
    },
  },
  lighting: {
    nl_NL: {
      sentences: [
        '{product} geeft gelijkmatig, verblindingsvrij licht precies waar je het nodig hebt.',
        'De kleurtemperatuur loopt van warm 2700 K tot koel daglicht 6500 K.',
        'Een hoge kleurweergave-index (CRI 95) toont de kleuren van papier en stof zoals ze zijn.',
        'Flikkervrije leds gaan meer dan 50.000 uur mee.',
        'Aanraakbediening onthoudt je laatste instelling.',
      ],
      features: [
        ['CRI 95', 'natuurlijke kleuren, minder vermoeide ogen.'],
        ['Flikkervrij', 'gecertificeerd voor beeldschermwerk.'],
        ['50.000 uur', 'ongeveer 17 jaar kantoorgebruik.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} spendet gleichmäßiges, blendfreies Licht genau dort, wo Sie es brauchen.',
        'Die Farbtemperatur reicht von warmen 2700 K bis zu kühlem Tageslicht mit 6500 K.',
        'Ein hoher Farbwiedergabeindex (CRI 95) zeigt die Farben von Papier und Stoff, wie sie sind.',
        'Flimmerfreie LEDs halten mehr als 50.000 Stunden.',
        'Die Touch-Bedienung merkt sich Ihre letzte Einstellung.',
      ],
      features: [
        ['CRI 95', 'natürliche Farben, weniger Augenbelastung.'],
        ['Flimmerfrei', 'zertifiziert für Bildschirmarbeit.'],
        ['50.000 Stunden', 'etwa 17 Jahre Büronutzung.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} даёт ровный свет без бликов именно там, где он нужен.',
        'Цветовая температура меняется от тёплых 2700 K до холодного дневного света 6500 K.',
        'Высокий индекс цветопередачи (CRI 95) показывает цвета бумаги и ткани такими, какие они есть.',
        'Светодиоды без мерцания служат более 50 000 часов.',
        'Сенсорное управление запоминает последнюю настройку.',
      ],
      features: [
        ['CRI 95', 'естественные цвета и меньше усталости глаз.'],
        ['Без мерцания', 'сертифицировано для работы за экраном.'],
        ['50 000 часов', 'около 17 лет работы в офисе.'],
      ],
    },
  },
  paper: {
    nl_NL: {
      sentences: [
        '{product}: betrouwbaar papier voor printers, kopieerapparaten en handgeschreven notities.',
        'Loopt niet vast in laser- en inkjetprinters, ook bij dubbelzijdig printen.',
        'EU Ecolabel en FSC-gecertificeerd.',
        'Bestel per doos en bespaar op verzendkosten: gratis bezorging vanaf € 100.',
      ],
      features: [
        ['FSC-gecertificeerd', 'uit verantwoord beheerde bossen.'],
        ['99,99% storingsvrij', 'getest op alle grote printermerken.'],
        ['Zuurvrij', 'voor documenten die je jaren bewaart.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product}: zuverlässiges Papier für Drucker, Kopierer und handschriftliche Notizen.',
        'Staufrei in Laser- und Tintenstrahldruckern, auch beidseitig.',
        'Mit EU Ecolabel und FSC-zertifiziert.',
        'Bestellen Sie kartonweise und sparen Sie Versandkosten: kostenlose Lieferung ab 100 €.',
      ],
      features: [
        ['FSC-zertifiziert', 'aus verantwortungsvoll bewirtschafteten Wäldern.'],
        ['99,99 % staufrei', 'getestet mit allen großen Druckermarken.'],
        ['Säurefrei', 'für Dokumente, die Sie jahrelang aufbewahren.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product}: надёжная бумага для принтеров, копиров и рукописных заметок.',
        'Не застревает в лазерных и струйных принтерах, в том числе при двусторонней печати.',
        'Сертифицирована EU Ecolabel и FSC.',
        'Заказывайте коробками и экономьте на доставке: бесплатно от 100 €.',
      ],
      features: [
        ['Сертификат FSC', 'из ответственно управляемых лесов.'],
        ['99,99% без замятий', 'проверено на принтерах всех крупных марок.'],
        ['Бескислотная', 'для документов, которые хранятся годами.'],
      ],
    },
  },
  writing: {
    nl_NL: {
      sentences: [
        '{product} schrijft soepel van de eerste tot de laatste regel.',
        'Sneldrogende inkt die niet vlekt, ook voor linkshandigen.',
        'Een comfortabele grip voor lange vergaderingen en nog langere colleges.',
        'Vullingen zijn los verkrijgbaar.',
      ],
      features: [
        ['Sneldrogende inkt', 'geen vlekken, ook voor linkshandigen.'],
        ['Navulbaar', 'minder afval, één pen voor jaren.'],
        ['Archiefvast', 'inkt die niet verbleekt.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} schreibt von der ersten bis zur letzten Zeile geschmeidig.',
        'Schnell trocknende Tinte, die nicht verschmiert, auch für Linkshänder.',
        'Ein bequemer Griff für lange Meetings und noch längere Vorlesungen.',
        'Minen und Patronen sind separat erhältlich.',
      ],
      features: [
        ['Schnell trocknende Tinte', 'kein Verschmieren, auch für Linkshänder.'],
        ['Nachfüllbar', 'weniger Abfall, ein Stift für Jahre.'],
        ['Dokumentenecht', 'Tinte, die nicht verblasst.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} пишет мягко от первой до последней строки.',
        'Быстросохнущие чернила не размазываются, в том числе у левшей.',
        'Удобный захват для долгих совещаний и ещё более долгих лекций.',
        'Стержни и картриджи продаются отдельно.',
      ],
      features: [
        ['Быстросохнущие чернила', 'без размазывания, в том числе для левшей.'],
        ['Перезаправляемая', 'меньше отходов, одна ручка на годы.'],
        ['Архивная стойкость', 'чернила не выцветают.'],
      ],
    },
  },
  networking: {
    nl_NL: {
      sentences: [
        '{product} geeft elk bureau en elke vergaderruimte een snelle, stabiele verbinding.',
        'In een paar minuten ingesteld met de {brand}-app; beheer alle apparaten vanuit één clouddashboard.',
        'Automatische firmware-updates houden het netwerk veilig zonder downtime.',
        "VLAN's, gastnetwerken en voorrang voor videogesprekken zijn standaard.",
        'Rackmontageset en muurbeugel meegeleverd waar van toepassing.',
      ],
      features: [
        ['Cloudbeheer', 'de eerste vijf jaar geen licentiekosten.'],
        ['WPA3', 'en automatische beveiligingsupdates.'],
        ['Levenslange support', 'vervanging de volgende werkdag bij Pro-modellen.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} gibt jedem Arbeitsplatz und jedem Besprechungsraum eine schnelle, stabile Verbindung.',
        'In Minuten eingerichtet mit der {brand}-App; alle Geräte über ein Cloud-Dashboard verwalten.',
        'Automatische Firmware-Updates halten das Netzwerk ohne Ausfallzeit sicher.',
        'VLANs, Gastnetze und Vorrang für Videocalls sind Standard.',
        'Rackmontage-Kit und Wandhalterung je nach Modell im Lieferumfang.',
      ],
      features: [
        ['Cloud-verwaltet', 'in den ersten fünf Jahren keine Lizenzgebühren.'],
        ['WPA3', 'und automatische Sicherheitsupdates.'],
        ['Lebenslanger Support', 'Austausch am nächsten Werktag bei Pro-Modellen.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} обеспечит каждому рабочему месту и переговорной быстрое и стабильное соединение.',
        'Настройка за несколько минут в приложении {brand}; все устройства управляются из одной облачной панели.',
        'Автоматические обновления прошивки поддерживают безопасность сети без простоев.',
        'VLAN, гостевые сети и приоритет для видеозвонков доступны по умолчанию.',
        'Комплект для монтажа в стойку и настенный кронштейн входят в комплект, где это применимо.',
      ],
      features: [
        ['Облачное управление', 'без лицензионных платежей первые пять лет.'],
        ['WPA3', 'и автоматические обновления безопасности.'],
        ['Пожизненная поддержка', 'замена на следующий рабочий день для моделей Pro.'],
      ],
    },
  },
  audio: {
    nl_NL: {
      sentences: [
        '{product} levert heldere stemmen in gesprekken en een rijk geluid voor muziek.',
        'Gecertificeerd voor Microsoft Teams en Zoom, met een aparte dempknop.',
        'Actieve ruisonderdrukking filtert geroezemoes op kantoor en verkeer weg.',
        'Tot 30 uur afspeeltijd; 10 minuten laden geeft 3 uur.',
        'Zachte kussens van traagschuim voor comfort de hele dag.',
      ],
      features: [
        ['Teams-gecertificeerd', 'met deelnemen en dempen via één knop.'],
        ['Hybride ANC', 'instelbaar in drie standen.'],
        ['Multipoint', 'tegelijk verbonden met laptop en telefoon.'],
      ],
    },
    de_DE: {
      sentences: [
        '{product} liefert klare Stimmen in Gesprächen und vollen Klang für Musik.',
        'Zertifiziert für Microsoft Teams und Zoom, mit eigener Stummschalttaste.',
        'Aktive Geräuschunterdrückung filtert Bürogespräche und Verkehrslärm heraus.',
        'Bis zu 30 Stunden Wiedergabe; 10 Minuten Laden reichen für 3 Stunden.',
        'Weiche Memory-Foam-Polster für Komfort den ganzen Tag.',
      ],
      features: [
        ['Teams-zertifiziert', 'mit Beitreten und Stummschalten per Knopfdruck.'],
        ['Hybrid-ANC', 'in drei Stufen einstellbar.'],
        ['Multipoint', 'gleichzeitig mit Laptop und Telefon verbunden.'],
      ],
    },
    ru_RU: {
      sentences: [
        '{product} передаёт чёткие голоса в звонках и насыщенный звук музыки.',
        'Сертифицировано для Microsoft Teams и Zoom, с отдельной кнопкой отключения микрофона.',
        'Активное шумоподавление отсекает разговоры в открытом офисе и шум улицы.',
        'До 30 часов воспроизведения; 10 минут зарядки дают 3 часа.',
        'Мягкие амбушюры с эффектом памяти для комфорта весь день.',
      ],
      features: [
        ['Сертификат Teams', 'подключение и отключение микрофона одной кнопкой.'],
        ['Гибридное ANC', 'три уровня настройки.'],
        ['Multipoint', 'одновременное подключение к ноутбуку и телефону.'],
      ],
    },
  },
};

/** The fixed parts of a description besides the blueprint's sentences. */
export interface DescriptionPhrases {
  warranty: (years: number, bringIn: boolean) => string;
  /** The manual paragraph's text around the link; `{link}` is the link text's place. */
  manual: (link: string, brand: string) => string;
  manualLink: string;
  quotationNote: string;
}

export const DESCRIPTION_PHRASES: Readonly<Record<TranslatedLang, DescriptionPhrases>> = {
  nl_NL: {
    warranty: (years, bringIn) =>
      `Inclusief ${years} jaar ${bringIn ? 'bring-in-garantie' : 'beperkte garantie'}.`,
    manual: (link, brand) => `Download de ${link} of bezoek de supportsite van ${brand}.`,
    manualLink: 'handleiding (pdf)',
    quotationNote:
      'Op maat geconfigureerd: vraag een offerte aan en we reageren binnen één werkdag.',
  },
  de_DE: {
    warranty: (years, bringIn) =>
      `Inklusive ${years} ${years > 1 ? 'Jahre' : 'Jahr'} ${bringIn ? 'Bring-in-Garantie' : 'eingeschränkte Garantie'}.`,
    manual: (link, brand) =>
      `Laden Sie das ${link} herunter oder besuchen Sie die ${brand}-Supportseite.`,
    manualLink: 'Produkthandbuch (PDF)',
    quotationNote:
      'Nach Ihren Anforderungen konfiguriert: Fordern Sie ein Angebot an, wir antworten innerhalb eines Werktags.',
  },
  ru_RU: {
    warranty: (years, bringIn) =>
      `${bringIn ? 'Гарантия с доставкой в сервис' : 'Ограниченная гарантия'}: ${years} ${years === 1 ? 'год' : 'года'}.`,
    manual: (link, brand) => `Скачайте ${link} или посетите сайт поддержки ${brand}.`,
    manualLink: 'руководство по эксплуатации (PDF)',
    quotationNote:
      'Конфигурация под ваши требования: запросите коммерческое предложение, и мы ответим в течение одного рабочего дня.',
  },
};
