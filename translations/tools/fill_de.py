#!/usr/bin/env python3
"""Fills translations/scrollwork_de.ts from the German table below.

Run `cmake --build build --target update_translations` first (lupdate adds new source
texts), then this script; it marks every text it knows as finished and lists those it
does not know, so a translator sees what is missing. Qt Linguist works on the same file.
"""
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
TS = os.path.join(HERE, "..", "scrollwork_de.ts")

# (source) -> German, or (source) -> (singular, plural) for %n texts.
DE = {
    "'%1' is given twice": "'%1' ist doppelt angegeben",
    "unknown option '%1' for %2": "unbekannte Option '%1' für %2",
    "%1 takes one %2, got '%3' and '%4'": "%1 erwartet genau ein Argument %2, erhalten: '%3' und '%4'",
    "%1 '%2' is not a whole number from %3 to %4": "%1 '%2' ist keine ganze Zahl von %3 bis %4",
    "'graph-codegen' takes one GRAPH file": "'graph-codegen' erwartet eine GRAPH-Datei",
    "'graph-codegen' needs a GRAPH file": "'graph-codegen' braucht eine GRAPH-Datei",
    '--stage must be graph, fragment, vertex or qml': '--stage muss graph, fragment, vertex oder qml sein',
    'cannot find the snippet library; pass --snippets DIR': 'Snippet-Bibliothek nicht gefunden; --snippets ORDNER angeben',
    "bench-sim takes no PROJECT (it builds its own level), got '%1'": "bench-sim erwartet kein PROJEKT (es baut sein eigenes Level), erhalten: '%1'",
    'the project has no level': 'das Projekt hat kein Level',
    'the project has %1 levels; choose one with --level (%2)': 'das Projekt hat %1 Level; eines mit --level wählen (%2)',
    "no level named '%1' (levels: %2)": "kein Level namens '%1' (Level: %2)",
    'run needs a PROJECT': 'run braucht ein PROJEKT',
    'run needs --ticks N (or an --inputs recording that says how many ticks it ran)': 'run braucht --ticks N (oder eine --inputs-Aufnahme, die ihre Tick-Anzahl nennt)',
    "warning: the inputs were recorded on level '%1', running '%2'": "Warnung: die Eingaben wurden in Level '%1' aufgenommen, es läuft '%2'",
    "--seed '%1' is not a whole number from 0 to 18446744073709551615": "--seed '%1' ist keine ganze Zahl von 0 bis 18446744073709551615",
    'note: %1': 'Hinweis: %1',
    'Up': 'Hoch',
    'Down': 'Runter',
    'Left': 'Links',
    'Right': 'Rechts',
    'Fire': 'Feuer',
    'Release second charge': 'Zweite Ladung auslösen',
    'Switch weapon': 'Waffe wechseln',
    'Plays a level of a Scrollwork project.': 'Spielt ein Level eines Scrollwork-Projekts.',
    'Project folder or project.json.': 'Projektordner oder project.json.',
    'Level to play (default: the first).': 'Zu spielendes Level (Standard: das erste).',
    'One or two players (default 1).': 'Ein oder zwei Spieler (Standard 1).',
    'Speed, 0.25 to 4 (default 1).': 'Geschwindigkeit, 0,25 bis 4 (Standard 1).',
    'Play in a 1280x720 window.': 'In einem 1280x720-Fenster spielen.',
    'Quit after this many ticks (tests, benchmarks).': 'Nach so vielen Ticks beenden (Tests, Benchmarks).',
    'With --quit-after-ticks: save the last frame to this PNG.': 'Mit --quit-after-ticks: das letzte Bild als diese PNG speichern.',
    'expected one project folder (see --help)': 'ein Projektordner erwartet (siehe --help)',
    'could not open %1': '%1 konnte nicht geöffnet werden',
    '%1 has no level': '%1 hat kein Level',
    'no level named "%1" (levels: %2)': 'kein Level namens "%1" (Level: %2)',
    '--players must be 1 or 2': '--players muss 1 oder 2 sein',
    '--speed must be between 0.25 and 4': '--speed muss zwischen 0,25 und 4 liegen',
    '--quit-after-ticks must be a number of ticks': '--quit-after-ticks muss eine Anzahl Ticks sein',
    '&Play': '&Spielen',
    'Play': 'Spielen',
    'Shot': 'Schuss',
    'tick %1   enemies %2   bullets %3 / %4   particles %5   %6x': 'Tick %1   Gegner %2   Geschosse %3 / %4   Partikel %5   %6x',
    '   errors %1': '   Fehler %1',
    '   PAUSED': '   PAUSE',
    '%1 (out)': '%1 (raus)',
    'Configure Play Keys': 'Spieltasten einstellen',
    '<b>Player 1</b>': '<b>Spieler 1</b>',
    '<b>Player 2</b>': '<b>Spieler 2</b>',
    'Play the level from the start (F5)': 'Das Level von Anfang an spielen (F5)',
    'Play from &Here': 'Ab &hier spielen',
    "Play from the selected chain tile, or from the scrubber's tick, reached exactly as the scrubber shows it": 'Ab der gewählten Kettenkachel oder ab dem Tick des Zeitreglers spielen, genau so erreicht, wie der Zeitregler es zeigt',
    'P&ause': 'P&ause',
    'S&tep One Tick': 'Einen &Tick weiter',
    'St&op': 'St&opp',
    'Show &Collision Shapes': '&Kollisionsformen zeigen',
    'Show &Paths': '&Pfade zeigen',
    'Show &Spawns and Triggers': '&Spawns und Auslöser zeigen',
    'Show Tick and Entity &Counters': 'Tick- und Objekt&zähler zeigen',
    'C&lassic HUD Layout': 'K&lassisches HUD-Layout',
    'T&wo Players': '&Zwei Spieler',
    'Takes effect at the next Play': 'Gilt ab dem nächsten Spielstart',
    'Play speed': 'Spielgeschwindigkeit',
    'Configure &Keys...': '&Tasten einstellen...',
    'Play: %1': 'Spielen: %1',
    'Play could not start: %n problem(s) in the level, see the Log': ('Spielen konnte nicht starten: %n Problem im Level, siehe Protokoll', 'Spielen konnte nicht starten: %n Probleme im Level, siehe Protokoll'),
    '&Speed': '&Geschwindigkeit',
    'There is no level to play': 'Es gibt kein Level zum Spielen',
    'Fast-forwarding to tick %1...': 'Vorspulen bis Tick %1...',
    'Playing from tick %1': 'Spiel ab Tick %1',
    'Playing': 'Spiel läuft',
    'Play stopped': 'Spiel gestoppt',
    'Res&ume': '&Fortsetzen',
    '%1 — %2 — Scrollwork Player': '%1 — %2 — Scrollwork Player',
    "Reorder %n chain tile(s)": ("%n Kettenkachel umsortieren", "%n Kettenkacheln umsortieren"),
    "%1 problem(s) found": "%1 Problem(e) gefunden",
    "saved %1": "%1 gespeichert",
    "unknown command '%1'": "unbekannter Befehl '%1'",
    "'%1' takes exactly one PROJECT argument": "'%1' erwartet genau ein PROJEKT-Argument",
    "'%1' needs a value": "'%1' braucht einen Wert",
    "--name '%1' may only hold a-z, 0-9 and '_' (for example '%2')": "--name '%1' darf nur a-z, 0-9 und '_' enthalten (zum Beispiel '%2')",
    "--scale '%1' is not a positive number": "--scale '%1' ist keine positive Zahl",
    "--up '%1' must be y or z": "--up '%1' muss y oder z sein",
    "unknown option '%1'": "unbekannte Option '%1'",
    "import-mesh takes one FILE, got '%1' and '%2'": "import-mesh erwartet eine DATEI, erhielt '%1' und '%2'",
    "import-mesh needs a mesh FILE": "import-mesh braucht eine Mesh-DATEI",
    "import-mesh needs --into PROJECT": "import-mesh braucht --into PROJEKT",
    "the project's asset folders do not list '%1'; add it to see imported meshes in the Project dock":
        "die Asset-Ordner des Projekts enthalten '%1' nicht; fügen Sie ihn hinzu, um importierte Meshes im Projekt-Dock zu sehen",
    "Set Level %1": "Level-%1 setzen",
    "Set %1": "%1 setzen",
    "Set %1 on %n objects": ("%1 an %n Objekt setzen", "%1 an %n Objekten setzen"),
    "Add %1": "%1 hinzufügen",
    "Add %n objects": ("%n Objekt hinzufügen", "%n Objekte hinzufügen"),
    "Delete %1": "%1 löschen",
    "Delete %n objects": ("%n Objekt löschen", "%n Objekte löschen"),
    "The object no longer exists.": "Das Objekt existiert nicht mehr.",
    "\"%1\" is not a valid name: use letters, digits and _, not starting with a digit (names are used in expressions).":
        "„%1“ ist kein gültiger Name: Buchstaben, Ziffern und _ verwenden, nicht mit einer Ziffer beginnen (Namen werden in Ausdrücken verwendet).",
    "The name is unchanged.": "Der Name ist unverändert.",
    "The name \"%1\" is already used in this level.": "Der Name „%1“ wird in diesem Level bereits verwendet.",
    "Rename %1 to %2": "%1 in %2 umbenennen",
    "Rename %1 to %2 (%n reference(s))": ("%1 in %2 umbenennen (%n Verweis)", "%1 in %2 umbenennen (%n Verweise)"),
    "Move %n object(s)": ("%n Objekt verschieben", "%n Objekte verschieben"),
    "Duplicate %n object(s)": ("%n Objekt duplizieren", "%n Objekte duplizieren"),
    "No level": "Kein Level",
    "Level “%1”": "Level „%1“",
    "%1 “%2”": "%1 „%2“",
    "%1 %2s": "%1 %2",
    "%n objects": ("%n Objekt", "%n Objekte"),
    "%1 is read-only": "%1 ist schreibgeschützt",
    "Names are unique in a level: select one object to rename it": "Namen sind in einem Level eindeutig: wählen Sie ein Objekt, um es umzubenennen",
    "Nothing to edit": "Nichts zu bearbeiten",
    "Unknown property %1": "Unbekannte Eigenschaft %1",
    "%1 is not a property of every selected object": "%1 ist keine Eigenschaft aller ausgewählten Objekte",
    "%1 cannot refer to itself (%2)": "%1 kann nicht auf sich selbst verweisen (%2)",
    "A level needs a name": "Ein Level braucht einen Namen",
    "The project already has a level named '%1'": "Das Projekt hat bereits ein Level namens '%1'",
    "None": "Keine",
    "(none)": "(keine)",
    "point": "Punkt",
    "points": "Punkte",
    "polygon": "Polygon",
    "polygons": "Polygone",
    "item": "Eintrag",
    "items": "Einträge",
    "No tile definition named '%1' in the project": "Keine Kacheldefinition namens '%1' im Projekt",
    "File not found: %1": "Datei nicht gefunden: %1",
    "No object named '%1' in this level": "Kein Objekt namens '%1' in diesem Level",
    "Scrollwork level editor": "Scrollwork-Level-Editor",
    "User interface language.": "Sprache der Benutzeroberfläche.",
    "Project folder or project.json to open.": "Zu öffnender Projektordner oder project.json.",
    "Chain": "Kette",
    "Tile definitions: drag into the chain strip, or double-click to append": "Kacheldefinitionen: in die Kettenleiste ziehen oder doppelklicken zum Anhängen",
    "No level is open.": "Kein Level ist geöffnet.",
    "Select a contiguous range of chain tiles.": "Wählen Sie einen zusammenhängenden Bereich von Kettenkacheln.",
    "Select the chain tiles that should repeat.": "Wählen Sie die Kettenkacheln, die sich wiederholen sollen.",
    "Name the trigger that ends the loop.": "Nennen Sie den Auslöser, der die Schleife beendet.",
    "\"%1\" is not a trigger.": "„%1“ ist kein Auslöser.",
    "Make Loop": "Schleife erstellen",
    "Remove": "Entfernen",
    "Duplicate": "Duplizieren",
    "Replace With": "Ersetzen durch",
    "Make Loop...": "Schleife erstellen...",
    "Repeat until this trigger fires:": "Wiederholen, bis dieser Auslöser feuert:",
    "%1: tile %2 (#%3 in the chain)": "%1: Kachel %2 (Nr. %3 in der Kette)",
    "The tile definition is missing.": "Die Kacheldefinition fehlt.",
    "In loop %1": "In Schleife %1",
    "Untitled": "Unbenannt",
    "Level 1": "Level 1",
    "Could not open %1": "%1 konnte nicht geöffnet werden",
    "Opened %1": "%1 geöffnet",
    "The project has no folder yet; use Save As": "Das Projekt hat noch keinen Ordner; verwenden Sie Speichern unter",
    "Saved %1": "%1 gespeichert",
    "cannot create the folder: %1": "der Ordner kann nicht angelegt werden: %1",
    "Select &All": "&Alles auswählen",
    "Select &None": "&Nichts auswählen",
    "&Invert Selection": "Auswahl &umkehren",
    "Cu&t": "&Ausschneiden",
    "&Copy": "&Kopieren",
    "&Paste": "&Einfügen",
    "Paste in P&lace": "An &Ort und Stelle einfügen",
    "D&uplicate": "D&uplizieren",
    "&Delete": "&Löschen",
    "Re&name...": "&Umbenennen...",
    "Cut %n object(s)": ("%n Objekt ausschneiden", "%n Objekte ausschneiden"),
    "The clipboard is empty.": "Die Zwischenablage ist leer.",
    "Nothing to paste: %1": "Nichts einzufügen: %1",
    "clipboard": "Zwischenablage",
    "Paste": "Einfügen",
    "The clipboard holds no Scrollwork objects.\n\n%1": "Die Zwischenablage enthält keine Scrollwork-Objekte.\n\n%1",
    "Paste in Place": "An Ort und Stelle einfügen",
    "Rename": "Umbenennen",
    "New name:": "Neuer Name:",
    "Tick": "Tick",
    "Scrub through the level: the screen rectangle follows the camera path as Play will": "Durch das Level spulen: das Bildschirmrechteck folgt dem Kamerapfad wie beim Spielen",
    "%1 s · %2": "%1 s · %2",
    " · pass %1/%2": " · Durchlauf %1/%2",
    " · end": " · Ende",
    "Log": "Protokoll",
    "Time": "Zeit",
    "Message": "Meldung",
    "File": "Datei",
    "Place": "Stelle",
    "Clear": "Leeren",
    "Unsaved Changes": "Ungespeicherte Änderungen",
    "The project \"%1\" has unsaved changes. Save them before closing it?": "Das Projekt „%1“ hat ungespeicherte Änderungen. Vor dem Schließen speichern?",
    "%n object(s) selected": ("%n Objekt ausgewählt", "%n Objekte ausgewählt"),
    "Properties": "Eigenschaften",
    "Undo History": "Rückgängig-Verlauf",
    "<opened>": "<geöffnet>",
    "Main": "Haupt",
    "&File": "&Datei",
    "&New Project": "&Neues Projekt",
    "&Open Project...": "Projekt ö&ffnen...",
    "Open Project": "Projekt öffnen",
    "Scrollwork project (project.json);;All files (*)": "Scrollwork-Projekt (project.json);;Alle Dateien (*)",
    "Open &Recent": "&Zuletzt geöffnet",
    "&Save": "&Speichern",
    "Save &As...": "Speichern &unter...",
    "&Quit": "&Beenden",
    "&Edit": "&Bearbeiten",
    "&Undo": "&Rückgängig",
    "&Redo": "&Wiederholen",
    "Add &Marker": "&Markierung hinzufügen",
    "Append &Tile": "&Kachel anhängen",
    "Add T&rigger": "Aus&löser hinzufügen",
    "&View": "&Ansicht",
    "&Frame All": "&Alles zeigen",
    "&Orthographic Camera": "&Orthografische Kamera",
    "&Help": "&Hilfe",
    "&About Scrollwork": "&Über Scrollwork",
    "About Scrollwork": "Über Scrollwork",
    "<h3>Scrollwork %1</h3><p>Level and content editor with an embedded game runtime for 2.5D side-scrolling action games.</p>":
        "<h3>Scrollwork %1</h3><p>Level- und Inhaltseditor mit eingebauter Spiel-Laufzeit für seitlich scrollende 2.5D-Actionspiele.</p>",
    "Could not open %1.": "%1 konnte nicht geöffnet werden.",
    "Save": "Speichern",
    "Saved": "Gespeichert",
    "Save Project Into Folder": "Projekt in Ordner speichern",
    "Save As": "Speichern unter",
    "%1 — %2[*] — Scrollwork": "%1 — %2[*] — Scrollwork",
    "%1[*] — Scrollwork": "%1[*] — Scrollwork",
    "Clear List": "Liste leeren",
    "Outliner": "Gliederung",
    "Chain (%L1)": "Kette (%L1)",
    "Objects (%L1)": "Objekte (%L1)",
    "%1 (%2)": "%1 (%2)",
    "Name": "Name",
    "Kind / Tile": "Art / Kachel",
    "Project": "Projekt",
    "Levels (%1)": "Level (%1)",
    "%1 — double-click to edit": "%1 — zum Bearbeiten doppelklicken",
    "Tile Definitions (%1)": "Kacheldefinitionen (%1)",
    "Mesh %1 is missing": "Mesh %1 fehlt",
    "Filter properties": "Eigenschaften filtern",
    "Reset to Default": "Auf Standard zurücksetzen",
    "Add Item": "Eintrag hinzufügen",
    "Remove Item": "Eintrag entfernen",
    "Move Up": "Nach oben",
    "Move Down": "Nach unten",
    "Choose Colour...": "Farbe wählen...",
    "Copy Value": "Wert kopieren",
    "%1 — %2": "%1 — %2",
    "&Snap to Grid": "Am &Raster ausrichten",
    "Dragged objects land on the grid (hold Ctrl while dragging to invert)": "Gezogene Objekte rasten am Raster ein (Strg beim Ziehen kehrt das um)",
    "type a point as x, y (for example 12.5, -3)": "einen Punkt als x, y eingeben (zum Beispiel 12.5, -3)",
    "type a colour as #rrggbbaa, #rrggbb or a colour name": "eine Farbe als #rrggbbaa, #rrggbb oder Farbnamen eingeben",
    "Ctrl+Enter to store, Esc to cancel": "Strg+Eingabe speichert, Esc bricht ab",
    "Choose a colour...": "Eine Farbe wählen...",
    "— mixed —": "— gemischt —",
    "Point %1": "Punkt %1",
    "Polygon %1": "Polygon %1",
    "Item %1": "Eintrag %1",
    "The %n selected objects have different values here": ("Das %n ausgewählte Objekt hat hier andere Werte", "Die %n ausgewählten Objekte haben hier verschiedene Werte"),
    "The selected objects differ in %1": "Die ausgewählten Objekte unterscheiden sich in %1",
    "Does not parse: %1": "Nicht lesbar: %1",
    "The object refers to itself": "Das Objekt verweist auf sich selbst",
    "1 object refers to itself": "1 Objekt verweist auf sich selbst",
    "%1 objects refer to themselves": "%1 Objekte verweisen auf sich selbst",
    "Set on some of the selected objects only": "Nur bei einigen der ausgewählten Objekte gesetzt",
    "%1: '%2' is not a valid value": "%1: '%2' ist kein gültiger Wert",
    "Property": "Eigenschaft",
    "Value": "Wert",
    "mesh could not be loaded": "Mesh konnte nicht geladen werden",
    "Tile “%1”": "Kachel „%1“",
    "Tile definitions have no property %1": "Kacheldefinitionen haben keine Eigenschaft %1",
    "Polygon %1: %2": "Polygon %1: %2",
    "A tile definition needs a name.": "Eine Kacheldefinition braucht einen Namen.",
    "The project already has a tile definition named \"%1\".": "Das Projekt hat bereits eine Kacheldefinition namens „%1“.",
    "Set %1 of tile %2": "%1 von Kachel %2 setzen",
    "Meshes (%1);;All files (*)": "Meshes (%1);;Alle Dateien (*)",
    "Import Mesh": "Mesh importieren",
    "glTF, OBJ, FBX, Collada ... file": "glTF-, OBJ-, FBX-, Collada-...-Datei",
    "Browse...": "Durchsuchen...",
    "The mesh's folder in the project: meshes/<name>/. Lower-case letters, digits and '_'.":
        "Der Ordner des Meshes im Projekt: meshes/<name>/. Kleinbuchstaben, Ziffern und '_'.",
    "Multiplies every position: 0.01 turns centimetres into metres.": "Multipliziert jede Position: 0.01 macht aus Zentimetern Meter.",
    "Y up (glTF, most tools)": "Y oben (glTF, die meisten Werkzeuge)",
    "Z up (Blender, 3ds Max exports without conversion)": "Z oben (Blender-, 3ds-Max-Exporte ohne Umrechnung)",
    "Replace a mesh of the same name": "Ein gleichnamiges Mesh ersetzen",
    "Import": "Importieren",
    "File:": "Datei:",
    "Name:": "Name:",
    "Scale:": "Maßstab:",
    "Up axis:": "Oben-Achse:",
    "Meshes:": "Meshes:",
    "Reading %1...": "%1 wird gelesen...",
    "%n mesh(es) in the file.": ("%n Mesh in der Datei.", "%n Meshes in der Datei."),
    "The file could not be read.": "Die Datei konnte nicht gelesen werden.",
    "Importing %1...": "%1 wird importiert...",
    "Could not import %1.": "%1 konnte nicht importiert werden.",
    "Imported %1 (%n file(s))": ("%1 importiert (%n Datei)", "%1 importiert (%n Dateien)"),
    "Re-imported %1: its file changed on disk": "%1 neu importiert: die Datei hat sich auf der Platte geändert",
    "Import &Mesh...": "&Mesh importieren...",
    "Save the project first: imported meshes are copied into its folder.": "Speichern Sie zuerst das Projekt: importierte Meshes werden in seinen Ordner kopiert.",
    "Imported %1": "%1 importiert",
    # Property context: labels, categories, kinds, enum choices of the model types
    "General": "Allgemein",
    "Transform": "Lage",
    "Appearance": "Aussehen",
    "Behaviour": "Verhalten",
    "Camera": "Kamera",
    "Loop": "Schleife",
    "Editor": "Editor",
    "Art": "Grafik",
    "Collision": "Kollision",
    "Simulation": "Simulation",
    "Assets": "Assets",
    "Tile": "Kachel",
    "Position": "Position",
    "Colour": "Farbe",
    "Note": "Notiz",
    "Size": "Größe",
    "Activation": "Auslösung",
    "Flags": "Schalter",
    "Condition": "Bedingung",
    "Target": "Ziel",
    "Delay": "Verzögerung",
    "First Tile": "Erste Kachel",
    "Last Tile": "Letzte Kachel",
    "Until Trigger": "Bis Auslöser",
    "Preview Passes": "Vorschau-Durchläufe",
    "Seed": "Startwert",
    "Scroll Speed": "Scrollgeschwindigkeit",
    "Mesh": "Mesh",
    "Camera Entry": "Kamera-Eintritt",
    "Camera Exit": "Kamera-Austritt",
    "Camera Points": "Kamerapunkte",
    "Tick Rate": "Tickrate",
    "Screen Extent": "Bildschirmgröße",
    "Asset Folders": "Asset-Ordner",
    "Tile Instance": "Kachelinstanz",
    "Marker": "Markierung",
    "Trigger": "Auslöser",
    "Player Enters": "Spieler betritt",
    "Both": "Beides",
    "Once": "Einmalig",
    "Starts Enabled": "Anfangs aktiv",
    "Show In Game": "Im Spiel zeigen",
    "Tile Def": "Kacheldefinition",
    "Level": "Level",
    # Tile Editor (editor/ui/tile_editor)
    "Tile Editor": "Kachel-Editor",
    "Tile Editor: %1": "Kachel-Editor: %1",
    "Draw &Polygon": "&Polygon zeichnen",
    "Draw a new collision polygon: click to add points, click the first point or press Enter to close, Esc cancels":
        "Ein neues Kollisionspolygon zeichnen: Klicken fügt Punkte hinzu, Klick auf den ersten Punkt oder Eingabe schließt, Esc bricht ab",
    "Vertices and camera points land on a %1-unit grid": "Eckpunkte und Kamerapunkte rasten auf einem Raster von %1 Einheiten ein",
    "&Delete Selected": "Auswahl &löschen",
    "Delete the selected vertices and camera points (Delete)": "Die ausgewählten Eckpunkte und Kamerapunkte löschen (Entf)",
    "&Frame Tile": "Kachel ein&passen",
    "Show the whole tile (F)": "Die ganze Kachel zeigen (F)",
    "Click or drag a rubber band to select; drag to move; double-click an edge to insert a vertex; Delete removes; right-click for more.":
        "Klicken oder Auswahlrahmen ziehen zum Auswählen; Ziehen verschiebt; Doppelklick auf eine Kante fügt einen Eckpunkt ein; Entf löscht; Rechtsklick für mehr.",
    "Pick a tile definition in the Chain dock's palette (double-click) to edit it here.":
        "Eine Kacheldefinition in der Palette des Ketten-Docks doppelklicken, um sie hier zu bearbeiten.",
    "Remove Camera Point": "Kamerapunkt entfernen",
    "Add Camera Point Here": "Kamerapunkt hier hinzufügen",
    "Insert Vertex Here": "Eckpunkt hier einfügen",
    "Delete Polygon %1": "Polygon %1 löschen",
    "Draw Polygon: click to add points; click the first point or press Enter to close; Esc cancels.":
        "Polygon zeichnen: Klicken fügt Punkte hinzu; Klick auf den ersten Punkt oder Eingabe schließt; Esc bricht ab.",
    "Tile %1: %2": "Kachel %1: %2",
    "Move %n point(s) of tile %1": ("%n Punkt der Kachel %1 verschieben", "%n Punkte der Kachel %1 verschieben"),
    "The camera entry and exit cannot be deleted; move them instead.":
        "Kameraeintritt und -austritt können nicht gelöscht werden; verschieben Sie sie stattdessen.",
    "Delete %n polygon(s) of tile %1": ("%n Polygon der Kachel %1 löschen", "%n Polygone der Kachel %1 löschen"),
    "Delete %n vertex(es) of tile %1": ("%n Eckpunkt der Kachel %1 löschen", "%n Eckpunkte der Kachel %1 löschen"),
    "Delete %n camera point(s) of tile %1": ("%n Kamerapunkt der Kachel %1 löschen", "%n Kamerapunkte der Kachel %1 löschen"),
    "Delete polygon %1 of tile %2": "Polygon %1 der Kachel %2 löschen",
    "Insert a vertex in tile %1": "Eckpunkt in Kachel %1 einfügen",
    "Add a camera point to tile %1": "Kamerapunkt zu Kachel %1 hinzufügen",
    "Remove a camera point of tile %1": "Kamerapunkt der Kachel %1 entfernen",
    "A polygon needs at least three points.": "Ein Polygon braucht mindestens drei Punkte.",
    "Draw a polygon in tile %1": "Polygon in Kachel %1 zeichnen",
    "Tile definitions: drag into the chain strip; double-click to edit in the Tile Editor":
        "Kacheldefinitionen: in den Kettenstreifen ziehen; Doppelklick bearbeitet im Kachel-Editor",
    # Enemy types (editor/document/enemy_type_commands.cpp, editor/ui/enemy_types_dock.cpp)
    "Enemy types have no property %1": "Gegnertypen haben keine Eigenschaft %1",
    "An enemy type needs a name.": "Ein Gegnertyp braucht einen Namen.",
    "The project already has an enemy type named \"%1\".": "Das Projekt hat bereits einen Gegnertyp namens „%1“.",
    "Set %1 of enemy type %2": "%1 von Gegnertyp %2 setzen",
    "States have no property %1": "Zustände haben keine Eigenschaft %1",
    "A state needs a name.": "Ein Zustand braucht einen Namen.",
    "A state name is one word without spaces, quotes, < or >.": "Ein Zustandsname ist ein Wort ohne Leerzeichen, Anführungszeichen, < oder >.",
    "The enemy type \"%1\" already has a state named \"%2\".": "Der Gegnertyp „%1“ hat bereits einen Zustand namens „%2“.",
    "Set %1 of state %2 of %3": "%1 von Zustand %2 von %3 setzen",
    "Add enemy type %1": "Gegnertyp %1 hinzufügen",
    "Duplicate enemy type %1": "Gegnertyp %1 duplizieren",
    "Remove enemy type %1": "Gegnertyp %1 entfernen",
    "A state needs a one-word name.": "Ein Zustand braucht einen Namen aus einem Wort.",
    "Add state %1 to %2": "Zustand %1 zu %2 hinzufügen",
    "Remove state %1 of %2": "Zustand %1 von %2 entfernen",
    "Move state %1 of %2": "Zustand %1 von %2 verschieben",
    "Enemy Types": "Gegnertypen",
    "Add Enemy Type": "Gegnertyp hinzufügen",
    "Add a new enemy type to the project": "Dem Projekt einen neuen Gegnertyp hinzufügen",
    "Copy the selected enemy type with all its states": "Den ausgewählten Gegnertyp mit all seinen Zuständen kopieren",
    "Remove Enemy Type": "Gegnertyp entfernen",
    "Remove the selected enemy type (spawns that use it will be reported)":
        "Den ausgewählten Gegnertyp entfernen (Spawns, die ihn verwenden, werden gemeldet)",
    "Add State": "Zustand hinzufügen",
    "Add a behaviour state to the selected enemy type": "Dem ausgewählten Gegnertyp einen Verhaltenszustand hinzufügen",
    "Remove State": "Zustand entfernen",
    "Remove the selected state": "Den ausgewählten Zustand entfernen",
    "Move State Up": "Zustand nach oben",
    "Move the state up (the first state is the initial one)": "Den Zustand nach oben verschieben (der erste Zustand ist der Anfangszustand)",
    "Move State Down": "Zustand nach unten",
    "Move the state down": "Den Zustand nach unten verschieben",
    "Rename the selected enemy type or state (F2); references follow":
        "Den ausgewählten Gegnertyp oder Zustand umbenennen (F2); Verweise werden mitgeführt",
    "Problems of the selected enemy type; double-click one to select its state":
        "Probleme des ausgewählten Gegnertyps; Doppelklick auf eines wählt seinen Zustand aus",
    "Enemy type %1 with %n state(s)": ("Gegnertyp %1 mit %n Zustand", "Gegnertyp %1 mit %n Zuständen"),
    "Initial state": "Anfangszustand",
    "Rename refused: %1": "Umbenennen abgelehnt: %1",
    "No problems in %1": "Keine Probleme in %1",
    # Path tool (editor/ui/path_edit_tool.cpp)
    "Add &Path": "&Pfad hinzufügen",
    "Add a 3-point path at the view centre, attached to the chain link under it":
        "Einen Pfad mit 3 Punkten in der Ansichtsmitte hinzufügen, an das Kettenglied darunter gebunden",
    "Insert Path Point": "Pfadpunkt einfügen",
    "Append Path Point": "Pfadpunkt anhängen",
    "A path keeps at least 2 points: %1 has %2, deleting %3 would leave %4":
        "Ein Pfad behält mindestens 2 Punkte: %1 hat %2, das Löschen von %3 ließe %4 übrig",
    "Delete Path Points": "Pfadpunkte löschen",
    "Move Path Points": "Pfadpunkte verschieben",
    "Move Path Handle": "Pfad-Anfasser verschieben",
    # Property context: enemy types, states, paths, spawns
    "Enemy": "Gegner",
    "Movement": "Bewegung",
    "Weapon": "Waffe",
    "State": "Zustand",
    "Spheres": "Kugeln",
    "Health": "Lebenspunkte",
    "Score": "Punktwert",
    "Speed": "Geschwindigkeit",
    "Direction": "Richtung",
    "Sine Amplitude": "Sinus-Amplitude",
    "Sine Period": "Sinus-Periode",
    "Fire Interval": "Schussintervall",
    "First Shot Delay": "Verzögerung erster Schuss",
    "Bullets Per Shot": "Geschosse pro Schuss",
    "Spread Angle": "Streuwinkel",
    "Bullet Speed": "Geschossgeschwindigkeit",
    "Begin": "Beginn",
    "End": "Ende",
    "Transitions": "Übergänge",
    "Enemy Type": "Gegnertyp",
    "Enemy State": "Gegnerzustand",
    "Follow Path": "Pfad folgen",
    "Straight Line": "Gerade Linie",
    "Stationary": "Stillstehend",
    "Sine Wave": "Sinuswelle",
    "Aimed": "Gezielt",
    "Ring": "Ring",
    "Spread": "Fächer",
    "Path": "Pfad",
    "Spawn": "Spawn",
    "Formation": "Formation",
    "Curve": "Kurve",
    "Closed": "Geschlossen",
    "Points": "Punkte",
    "Handles In": "Eingangs-Anfasser",
    "Handles Out": "Ausgangs-Anfasser",
    "Point Kinds": "Punktarten",
    "Attached Tile": "Gebundene Kachel",
    "When": "Wann",
    "Wave": "Welle",
    "After Wave": "Nach Welle",
    "Start Offset": "Startversatz",
    "Count": "Anzahl",
    "Spacing": "Abstand",
    "Mirror": "Spiegeln",
    "Bezier": "Bézier",
    "Catmull Rom": "Catmull-Rom",
    "At Tick": "Bei Tick",
    "On Trigger": "Bei Auslöser",
    "Wave Cleared": "Welle besiegt",
    # Property grid
    "State “%1” of “%2”": "Zustand „%1“ von „%2“",
    "Enemy “%1”": "Gegner „%1“",
    "sphere": "Kugel",
    "spheres": "Kugeln",
    "type a sphere as x, y, radius with a radius above 0 (for example 0, 1.5, 0.5)":
        "eine Kugel als x, y, Radius mit einem Radius über 0 eingeben (zum Beispiel 0, 1.5, 0.5)",
    "Sphere %1": "Kugel %1",
    # Spawn timeline (editor/ui/spawn_timeline)
    "on %1": "bei %1",
    "after wave %1": "nach Welle %1",
    "Spawn Timeline": "Spawn-Zeitleiste",
    "Add Spawn": "Spawn hinzufügen",
    "Add a spawn at the scrubbed tick": "Einen Spawn beim gespulten Tick hinzufügen",
    "Zoom in (Ctrl+wheel)": "Vergrößern (Strg+Mausrad)",
    "Zoom out (Ctrl+wheel)": "Verkleinern (Strg+Mausrad)",
    "Retime %n spawn(s)": ("Zeitpunkt von %n Spawn ändern", "Zeitpunkt von %n Spawns ändern"),
    # Check Project
    "Check: no problems in %1": "Prüfung: keine Probleme in %1",
    "Check: %n problem(s) in %1": ("Prüfung: %n Problem in %1", "Prüfung: %n Probleme in %1"),
    "&Check Project": "Projekt &prüfen",
    "Report broken references, unknown enemy types and paths, unreachable states ... in the Log":
        "Defekte Verweise, unbekannte Gegnertypen und Pfade, unerreichbare Zustände ... im Protokoll melden",
    "%n problem(s): see the Log": ("%n Problem: siehe Protokoll", "%n Probleme: siehe Protokoll"),
    "No problems found": "Keine Probleme gefunden",
    # Tileset dock, tile properties in the grid, tileset import (helper "tilesetdock").
    "Tileset": "Tileset",
    "The project's tilesets": "Die Tilesets des Projekts",
    "Filter by name": "Nach Namen filtern",
    "Show only tiles of this type id": "Nur Kacheln mit dieser Typ-ID zeigen",
    "Zoom (Ctrl+wheel over the tiles)": "Zoom (Strg+Mausrad über den Kacheln)",
    "%1%": "%1 %",
    "Zoom": "Zoom",
    "%1 (cannot be read)": "%1 (nicht lesbar)",
    "Not loaded: save the project into a folder first": "Nicht geladen: das Projekt zuerst in einem Ordner speichern",
    "All types": "Alle Typen",
    "Type %1": "Typ %1",
    "No readable tileset": "Kein lesbares Tileset",
    "The project has no tilesets.\nFile > Import Tileset...": "Das Projekt hat keine Tilesets.\nDatei > Tileset importieren...",
    "%1\nType %2 \u00B7 %3\u00D7%4 px": "%1\nTyp %2 \u00B7 %3\u00D7%4 px",
    "Save the project first: imported tilesets are copied into its folder.":
        "Zuerst das Projekt speichern: importierte Tilesets werden in seinen Ordner kopiert.",
    "%1: no tileset format reads this file (formats: %2)": "%1: kein Tileset-Format liest diese Datei (Formate: %2)",
    "none loaded": "keines geladen",
    "%1: the project already has a tileset named \u201C%2\u201D; rename one of them":
        "%1: das Projekt hat schon ein Tileset namens \u201E%2\u201C; eines davon umbenennen",
    "%1: nothing was imported": "%1: nichts wurde importiert",
    "Import Tileset": "Tileset importieren",
    "No tileset format is loaded (plugins searched in %1).": "Kein Tileset-Format geladen (Plugins gesucht in %1).",
    "All files (*)": "Alle Dateien (*)",
    "Import &Tileset...": "&Tileset importieren...",
    "Imported tileset %1": "Tileset %1 importiert",
    "%n tiles": ("%n Kachel", "%n Kacheln"),
    "Tile names are unique in a tileset: select one tile to rename it":
        "Kachelnamen sind in einem Tileset eindeutig: zum Umbenennen eine einzelne Kachel wählen",
    "The tileset \u201C%1\u201D is gone": "Das Tileset \u201E%1\u201C gibt es nicht mehr",
    "The tile \u201C%1\u201D is gone": "Die Kachel \u201E%1\u201C gibt es nicht mehr",
    "A tile needs a name": "Eine Kachel braucht einen Namen",
    "The tileset \u201C%1\u201D already has a tile named \u201C%2\u201D":
        "Das Tileset \u201E%1\u201C hat schon eine Kachel namens \u201E%2\u201C",
    "Edit tile %1": "Kachel %1 bearbeiten",
    "Edit %n tiles": ("%n Kachel bearbeiten", "%n Kacheln bearbeiten"),
    # Graph editor, live (material) preview, pathing (nav nodes, routes), tilesets, tile layers,
    # broken references, input recordings, CLI (import-tileset, import-tmx, usage text).
    # CLI
    "Usage: scrollwork-cli <command> [arguments]\n\nCommands:\n"
    "  validate PROJECT   check a project; prints one 'file: where: message' line per problem\n"
    "  resave PROJECT     load and save every file of a project in canonical form\n"
    "  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'\n"
    "  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]\n"
    "                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into\n"
    "                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings\n"
    "  import-tileset FILE --into PROJECT\n"
    "                     import a tileset (XML tile strips, Tiled .tsx) into PROJECT/tilesets/\n"
    "  import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]\n"
    "                     import a Tiled map: its tilesets, tile layers on the level's chain links,\n"
    "                     object groups as Markers and Triggers\n"
    "  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]\n"
    "                     play a level headless; prints 'ticks', 'hash' (of the whole state),\n"
    "                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,\n"
    "                     --record writes the inputs used (format: README, 'Input recordings')\n"
    "  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]\n"
    "                     time the simulation on a generated stress level; prints tick_us_median,\n"
    "                     tick_us_p99, allocs_per_tick and the live counts it reached\n"
    "  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]\n"
    "                     print the GLSL generated from a texture graph (*.graph.json); --stage\n"
    "                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML\n"
    "\nOptions:\n"
    "  --version          print the version\n"
    "  --help             print this help\n"
    "\nPROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.\n":
        "Aufruf: scrollwork-cli <Befehl> [Argumente]\n\nBefehle:\n"
        "  validate PROJEKT   ein Projekt prüfen; gibt je Problem eine Zeile 'Datei: Stelle: Meldung' aus\n"
        "  resave PROJEKT     jede Datei eines Projekts laden und in kanonischer Form speichern\n"
        "  info PROJEKT       Anzahl der Level, Kacheln, Objekte und Assets als 'Schlüssel: Wert' ausgeben\n"
        "  import-mesh DATEI --into PROJEKT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]\n"
        "                     ein Mesh (glTF, OBJ, FBX, Collada ...) und die Dateien, auf die es verweist, nach\n"
        "                     PROJEKT/meshes/NAME/ kopieren; gibt 'imported: meshes/NAME/DATEI' und seine Warnungen aus\n"
        "  import-tileset DATEI --into PROJEKT\n"
        "                     ein Tileset (XML-Kachelstreifen, Tiled .tsx) nach PROJEKT/tilesets/ importieren\n"
        "  import-tmx DATEI --into PROJEKT [--level NAME] [--pixels-per-unit N]\n"
        "                     eine Tiled-Karte importieren: ihre Tilesets, Kachelebenen an den Kettengliedern\n"
        "                     des Levels, Objektgruppen als Markierungen und Auslöser\n"
        "  run PROJEKT [--level NAME] [--ticks N] [--inputs DATEI] [--seed S] [--players 1|2] [--record DATEI]\n"
        "                     ein Level ohne Fenster spielen; gibt 'ticks', 'hash' (des ganzen Zustands),\n"
        "                     'tick_us_median' und 'tick_us_p99' aus; --inputs spielt eine Aufnahme ab,\n"
        "                     --record schreibt die verwendeten Eingaben (Format: README, 'Input recordings')\n"
        "  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]\n"
        "                     die Simulation auf einem erzeugten Stress-Level messen; gibt tick_us_median,\n"
        "                     tick_us_p99, allocs_per_tick und die erreichten Live-Anzahlen aus\n"
        "  graph-codegen GRAPH [--snippets ORDNER] [--stage graph|fragment|vertex|qml]\n"
        "                     das aus einem Texturgraphen (*.graph.json) erzeugte GLSL ausgeben; --stage\n"
        "                     fragment/vertex gibt den Qt-Quick-3D-Material-Shader aus, qml sein QML\n"
        "\nOptionen:\n"
        "  --version          die Version ausgeben\n"
        "  --help             diese Hilfe ausgeben\n"
        "\nPROJEKT ist ein Projektordner oder dessen project.json. Exit-Status: 0 Erfolg, 1 Fehler.\n",
    "takes one FILE, got '%1' and '%2'": "erwartet eine DATEI, erhielt '%1' und '%2'",
    "%1 needs a FILE to import": "%1 braucht eine zu importierende DATEI",
    "%1 needs --into PROJECT": "%1 braucht --into PROJEKT",
    "no tileset format reads this file (formats: %1; plugins searched in %2)":
        "kein Tileset-Format liest diese Datei (Formate: %1; Plugins gesucht in %2)",
    "--pixels-per-unit '%1' is not a positive number": "--pixels-per-unit '%1' ist keine positive Zahl",
    "no map format reads this file (plugins searched in %1)": "kein Kartenformat liest diese Datei (Plugins gesucht in %1)",
    # Graph editor: commands, graph store, dock, scene, node search
    "Add %1 node": "%1-Knoten hinzufügen",
    "Add comment": "Kommentar hinzufügen",
    "Add %n graph item(s)": ("%n Graphelement hinzufügen", "%n Graphelemente hinzufügen"),
    "Delete %n graph item(s)": ("%n Graphelement löschen", "%n Graphelemente löschen"),
    "Move %n graph item(s)": ("%n Graphelement verschieben", "%n Graphelemente verschieben"),
    "Connect": "Verbinden",
    "Disconnect %n wire(s)": ("%n Verbindung trennen", "%n Verbindungen trennen"),
    "Set %1 on %n nodes": ("%1 an %n Knoten setzen", "%1 an %n Knoten setzen"),
    "Edit comment": "Kommentar bearbeiten",
    "Resize comment": "Kommentargröße ändern",
    "The graph %1 cannot be read": "Der Graph %1 ist nicht lesbar",
    "No node type %1 in the snippet library": "Kein Knotentyp %1 in der Snippet-Bibliothek",
    "%1 has no input that takes a %2": "%1 hat keinen Eingang, der %2 annimmt",
    "%1 has no output of type %2": "%1 hat keinen Ausgang vom Typ %2",
    "That wire is no longer in the graph": "Diese Verbindung ist nicht mehr im Graphen",
    "This graph has no reroute node": "Dieser Graph hat keinen Umleitungsknoten",
    "Insert reroute": "Umleitung einfügen",
    "The clipboard holds no graph nodes: %1": "Die Zwischenablage enthält keine Graphknoten: %1",
    "The clipboard holds no graph nodes": "Die Zwischenablage enthält keine Graphknoten",
    "Paste %n graph item(s)": ("%n Graphelement einfügen", "%n Graphelemente einfügen"),
    "The snippet library was not found; texture graphs have no snippets":
        "Die Snippet-Bibliothek wurde nicht gefunden; Texturgraphen haben keine Snippets",
    "a graph name must be a plain file name (no folders, not starting with '.')":
        "ein Graphname muss ein einfacher Dateiname sein (keine Ordner, nicht mit '.' beginnend)",
    "only texture graphs are stored as graph files": "nur Texturgraphen werden als Graphdateien gespeichert",
    "a graph of that name exists": "es gibt bereits einen Graphen dieses Namens",
    "cannot copy the graph file from %1": "die Graphdatei kann nicht von %1 kopiert werden",
    "Node \u201C%1\u201D": "Knoten \u201E%1\u201C",
    "%1 %2 nodes": "%1 %2-Knoten",
    "%n graph nodes": ("%n Graphknoten", "%n Graphknoten"),
    "%1 is not a property of every selected node": "%1 ist keine Eigenschaft aller ausgewählten Knoten",
    "%1: a value of the wrong kind": "%1: ein Wert der falschen Art",
    "Graph": "Graph",
    "New Graph...": "Neuer Graph...",
    "Add Node": "Knoten hinzufügen",
    "Search the node library (Tab in the editor)": "Die Knotenbibliothek durchsuchen (Tab im Editor)",
    "Add Comment": "Kommentar hinzufügen",
    "A comment box around the selected nodes": "Ein Kommentarrahmen um die ausgewählten Knoten",
    "Frame All": "Alles zeigen",
    "Show the whole graph": "Den ganzen Graphen zeigen",
    "No graph picked": "Kein Graph gewählt",
    "New Graph": "Neuer Graph",
    "Name of the texture graph:": "Name des Texturgraphen:",
    "on": "an",
    "off": "aus",
    "%1 (missing snippet)": "%1 (Snippet fehlt)",
    "The snippet library has no node type \u201C%1\u201D": "Die Snippet-Bibliothek hat keinen Knotentyp \u201E%1\u201C",
    "Replace the wire into this input": "Die Verbindung in diesen Eingang ersetzen",
    "Wires join an output to an input": "Verbindungen führen von einem Ausgang zu einem Eingang",
    "Comment": "Kommentar",
    "Text:": "Text:",
    "Insert Reroute": "Umleitung einfügen",
    "Copy": "Kopieren",
    "Delete": "Löschen",
    "Copied %n graph item(s)": ("%n Graphelement kopiert", "%n Graphelemente kopiert"),
    "Search nodes": "Knoten suchen",
    "Other": "Sonstige",
    # Live (material) preview
    "Shader error: %1": "Shader-Fehler: %1",
    "%1, line %2": "%1, Zeile %2",
    "Shader error (%1): %2": "Shader-Fehler (%1): %2",
    "Shader error at line %1: %2": "Shader-Fehler in Zeile %1: %2",
    "Material Preview": "Materialvorschau",
    "Open a texture graph to preview its material": "Einen Texturgraphen öffnen, um sein Material in der Vorschau zu sehen",
    "%1 cannot be read (see the Log)": "%1 ist nicht lesbar (siehe Protokoll)",
    "%1 is not a texture graph": "%1 ist kein Texturgraph",
    "Sphere": "Kugel",
    "Cube": "Würfel",
    "Tile mesh": "Kachel-Mesh",
    "What the material is shown on: a sphere, a cube, or the mesh of the current tile":
        "Worauf das Material gezeigt wird: eine Kugel, ein Würfel oder das Mesh der aktuellen Kachel",
    "Drag to turn the shape; the wheel moves closer or farther":
        "Ziehen dreht die Form; das Mausrad bewegt näher heran oder weiter weg",
    "Shape:": "Form:",
    "No texture graph": "Kein Texturgraph",
    "The graph cannot be turned into a shader: %1": "Der Graph kann nicht in einen Shader umgewandelt werden: %1",
    "The material does not load: %1": "Das Material lädt nicht: %1",
    "Compiling...": "Wird kompiliert...",
    "Shader compiled": "Shader kompiliert",
    "Node %1: %2": "Knoten %1: %2",
    "The shader does not compile:\n%1": "Der Shader kompiliert nicht:\n%1",
    # Pathing: nav tool, nav properties, route dock
    "Add &Nav Nodes": "Na&v-Knoten hinzufügen",
    "Click in the viewport to place navigation nodes; drag from one node to another to link them (Esc to stop)":
        "In die Ansicht klicken, um Navigationsknoten zu setzen; von einem Knoten zu einem anderen ziehen, um sie zu verknüpfen (Esc beendet)",
    "Find &Route": "&Route suchen",
    "Route between the two selected navigation nodes, or click a start and a goal":
        "Route zwischen den beiden ausgewählten Navigationsknoten, oder einen Start und ein Ziel anklicken",
    "Add Nav Nodes: click to place a node, drag from node to node to link them":
        "Nav-Knoten hinzufügen: Klicken setzt einen Knoten, Ziehen von Knoten zu Knoten verknüpft sie",
    "Add Nav Node %1": "Nav-Knoten %1 hinzufügen",
    "Links join two navigation nodes": "Verknüpfungen verbinden zwei Navigationsknoten",
    "A link cannot join a node to itself": "Eine Verknüpfung kann einen Knoten nicht mit sich selbst verbinden",
    "'%1' and '%2' are already linked by '%3'": "'%1' und '%2' sind bereits durch '%3' verknüpft",
    "Link %1 to %2": "%1 mit %2 verknüpfen",
    "Find Route: click the start node, then the goal (Esc to stop)":
        "Route suchen: den Startknoten anklicken, dann das Ziel (Esc beendet)",
    "Find Route: click a navigation node": "Route suchen: einen Navigationsknoten anklicken",
    "Find Route: now click the goal node": "Route suchen: jetzt den Zielknoten anklicken",
    "No route from the start to this goal": "Keine Route vom Start zu diesem Ziel",
    "Material": "Material",
    "Link": "Verknüpfung",
    "Navigation": "Navigation",
    "Forward": "Vorwärts",
    "Backward": "Rückwärts",
    "Attached To": "Gebunden an",
    "Passable When": "Passierbar wenn",
    "From": "Von",
    "To": "Nach",
    "Forward Action": "Aktion vorwärts",
    "Forward Cost": "Kosten vorwärts",
    "Backward Action": "Aktion rückwärts",
    "Backward Cost": "Kosten rückwärts",
    "Nav Node": "Nav-Knoten",
    "Nav Link": "Nav-Verknüpfung",
    "Walk": "Gehen",
    "Jump": "Springen",
    "Fall": "Fallen",
    "Climb": "Klettern",
    "walk": "gehen",
    "jump": "springen",
    "fall": "fallen",
    "climb": "klettern",
    "arrive": "ankommen",
    "Route": "Route",
    "#": "Nr.",
    "Node": "Knoten",
    "Action": "Aktion",
    "Cost": "Kosten",
    "Doors: assume open": "Türen: als offen annehmen",
    "Nodes with a Passable When condition. Unchecked doors are closed for the query":
        "Knoten mit einer Passierbar-wenn-Bedingung. Nicht angehakte Türen sind für die Abfrage geschlossen",
    "Arrows per direction of a link: walk one head, jump two, fall a head with a bar, climb a hollow head; no arrow: that way is closed":
        "Pfeile je Richtung einer Verknüpfung: Gehen eine Spitze, Springen zwei, Fallen eine Spitze mit Balken, Klettern eine hohle Spitze; kein Pfeil: diese Richtung ist gesperrt",
    "%1 to %2: %n step(s), cost %3": ("%1 nach %2: %n Schritt, Kosten %3", "%1 nach %2: %n Schritte, Kosten %3"),
    "No route from %1 to %2 with these doors": "Keine Route von %1 nach %2 mit diesen Türen",
    "From %1: click the goal node": "Von %1: den Zielknoten anklicken",
    "Select two nav nodes and press F8, or press F8 and click a start and a goal":
        "Zwei Nav-Knoten wählen und F8 drücken, oder F8 drücken und einen Start und ein Ziel anklicken",
    "Passable when: %1": "Passierbar wenn: %1",
    # Tilesets and tile painting
    "Import Tileset %1": "Tileset %1 importieren",
    "cannot copy the tileset file from %1": "die Tileset-Datei kann nicht von %1 kopiert werden",
    "&Paint Tiles": "Kacheln &zeichnen",
    "Click or drag in the viewport to place the brush picked in the Tileset dock":
        "In der Ansicht klicken oder ziehen, um den im Tileset-Dock gewählten Pinsel zu setzen",
    "&Erase Tiles": "Kacheln ra&dieren",
    "Click or drag over placed tiles to remove them": "Gesetzte Kacheln anklicken oder überstreichen, um sie zu entfernen",
    "&Fill Tile Rectangle": "Kachelrechteck &füllen",
    "Drag a rectangle to fill it with the brush": "Ein Rechteck ziehen, um es mit dem Pinsel zu füllen",
    "Select &Tiles": "Kacheln au&swählen",
    "Click or rubber-band placed tiles; drag them as a group; Delete removes them":
        "Gesetzte Kacheln anklicken oder mit dem Auswahlrahmen wählen; Ziehen verschiebt sie als Gruppe; Entf entfernt sie",
    "Paint Tiles: pick tiles in the Tileset dock first": "Kacheln zeichnen: zuerst Kacheln im Tileset-Dock wählen",
    "Tile layers belong to chain links: append a tile to the chain first":
        "Kachelebenen gehören zu Kettengliedern: zuerst eine Kachel an die Kette anhängen",
    "Fill Tile Rectangle: pick tiles in the Tileset dock first": "Kachelrechteck füllen: zuerst Kacheln im Tileset-Dock wählen",
    "Paint Tiles": "Kacheln zeichnen",
    "Erase Tiles": "Kacheln radieren",
    "Fill Tile Rectangle": "Kachelrechteck füllen",
    "Move Tiles": "Kacheln verschieben",
    "Delete %n Tile(s)": ("%n Kachel löschen", "%n Kacheln löschen"),
    # Tile layers dock
    "Tile Layers": "Kachelebenen",
    "Select a chain tile to see its tile layers": "Eine Kettenkachel wählen, um ihre Kachelebenen zu sehen",
    "Depth": "Tiefe",
    "Tiles": "Kacheln",
    "Distance behind the play plane in units (negative: in front of it)":
        "Abstand hinter der Spielebene in Einheiten (negativ: davor)",
    "Layers in drawing order: a later layer draws over an earlier one at the same depth. The layer in bold is where Paint, Erase, Fill and Select work.":
        "Ebenen in Zeichenreihenfolge: eine spätere Ebene zeichnet bei gleicher Tiefe über eine frühere. In der fett gedruckten Ebene arbeiten Zeichnen, Radieren, Füllen und Auswählen.",
    "Add a tile layer to this chain tile": "Dieser Kettenkachel eine Kachelebene hinzufügen",
    "Remove the current tile layer and its tiles": "Die aktuelle Kachelebene mit ihren Kacheln entfernen",
    "Move the current tile layer up (drawn earlier)": "Die aktuelle Kachelebene nach oben verschieben (früher gezeichnet)",
    "Move the current tile layer down (drawn later, on top)":
        "Die aktuelle Kachelebene nach unten verschieben (später gezeichnet, obenauf)",
    "Chain tile \"%1\" has no tile layers yet: paint, or add one.":
        "Kettenkachel „%1“ hat noch keine Kachelebenen: zeichnen oder eine hinzufügen.",
    "Layers of chain tile \"%1\"": "Ebenen der Kettenkachel „%1“",
    "Current layer: the paint tools work here": "Aktuelle Ebene: hier arbeiten die Zeichenwerkzeuge",
    "layer %1": "Ebene %1",
    "Add Tile Layer \"%1\"": "Kachelebene „%1“ hinzufügen",
    "Remove Tile Layer \"%1\"": "Kachelebene „%1“ entfernen",
    "Move Tile Layer \"%1\" Up": "Kachelebene „%1“ nach oben verschieben",
    "Move Tile Layer \"%1\" Down": "Kachelebene „%1“ nach unten verschieben",
    "A tile layer needs a name.": "Eine Kachelebene braucht einen Namen.",
    "Chain tile \"%1\" already has a tile layer named \"%2\"; pick another name.":
        "Kettenkachel „%1“ hat bereits eine Kachelebene namens „%2“; einen anderen Namen wählen.",
    "Rename Tile Layer \"%1\" to \"%2\"": "Kachelebene „%1“ in „%2“ umbenennen",
    "Set Depth of Tile Layer \"%1\"": "Tiefe der Kachelebene „%1“ setzen",
    # Broken references: relinking and the dialog
    "could not be read when the project was opened; reopen the project":
        "konnte beim Öffnen des Projekts nicht gelesen werden; das Projekt neu öffnen",
    "%1 cannot be relinked here": "%1 kann hier nicht neu verknüpft werden",
    "%1: no file given": "%1: keine Datei angegeben",
    "%1 is no longer in the project": "%1 ist nicht mehr im Projekt",
    "Relink images of tileset %1": "Bilder von Tileset %1 neu verknüpfen",
    "Relink %n Reference(s)": ("%n Verweis neu verknüpfen", "%n Verweise neu verknüpfen"),
    "save the project first: files are copied into its folder": "zuerst das Projekt speichern: Dateien werden in seinen Ordner kopiert",
    "the file does not exist": "die Datei existiert nicht",
    "cannot create the folder": "der Ordner kann nicht angelegt werden",
    "cannot copy %1 here": "%1 kann nicht hierher kopiert werden",
    "Broken References": "Defekte Verweise",
    "Kind": "Art",
    "Where": "Wo",
    "Missing": "Fehlt",
    "&Locate...": "&Suchen...",
    "Pick the file for the selected reference": "Die Datei für den ausgewählten Verweis wählen",
    "Locate All in &Folder...": "Alle im &Ordner suchen...",
    "Relink every missing file found in a folder or its subfolders":
        "Jede fehlende Datei, die in einem Ordner oder seinen Unterordnern liegt, neu verknüpfen",
    "Locate": "Suchen",
    "%n other missing file(s) are in the same folder. Relink them too?\n\n%1": (
        "%n weitere fehlende Datei liegt im selben Ordner. Auch sie neu verknüpfen?\n\n%1",
        "%n weitere fehlende Dateien liegen im selben Ordner. Auch sie neu verknüpfen?\n\n%1"),
    "Copy Into Project": "In das Projekt kopieren",
    "%n file(s) are outside the project folder. The project keeps only paths inside its folder: copy them into the project?\n\n%1": (
        "%n Datei liegt außerhalb des Projektordners. Das Projekt behält nur Pfade innerhalb seines Ordners: in das Projekt kopieren?\n\n%1",
        "%n Dateien liegen außerhalb des Projektordners. Das Projekt behält nur Pfade innerhalb seines Ordners: in das Projekt kopieren?\n\n%1"),
    "Tileset file": "Tileset-Datei",
    "Tileset image": "Tileset-Bild",
    "Material graph": "Materialgraph",
    "%1 (%n placed tile(s))": ("%1 (%n gesetzte Kachel)", "%1 (%n gesetzte Kacheln)"),
    "No broken references: every file and tile the project uses is there.":
        "Keine defekten Verweise: jede Datei und Kachel, die das Projekt verwendet, ist vorhanden.",
    "%n broken reference(s). Missing meshes and images show as placeholders until relinked.": (
        "%n defekter Verweis. Fehlende Meshes und Bilder erscheinen als Platzhalter, bis sie neu verknüpft sind.",
        "%n defekte Verweise. Fehlende Meshes und Bilder erscheinen als Platzhalter, bis sie neu verknüpft sind."),
    "A tileset file is relinked by putting it back at %1 and reopening the project.":
        "Eine Tileset-Datei wird neu verknüpft, indem man sie wieder unter %1 ablegt und das Projekt neu öffnet.",
    "Add the tileset or tile to the project, or paint over these tiles.":
        "Das Tileset oder die Kachel dem Projekt hinzufügen oder diese Kacheln übermalen.",
    "%1 cannot be relinked to a file.": "%1 kann nicht mit einer Datei neu verknüpft werden.",
    "None of the missing files is in %1 or its subfolders.": "Keine der fehlenden Dateien liegt in %1 oder seinen Unterordnern.",
    "Save the project first: files from outside are copied into its folder.":
        "Zuerst das Projekt speichern: Dateien von außerhalb werden in seinen Ordner kopiert.",
    "%1 files (*.%2)": "%1-Dateien (*.%2)",
    "Locate %1": "%1 suchen",
    "Locate All in Folder": "Alle im Ordner suchen",
    "&Broken References...": "&Defekte Verweise...",
    "%n broken reference(s): File > Broken References": (
        "%n defekter Verweis: Datei > Defekte Verweise", "%n defekte Verweise: Datei > Defekte Verweise"),
    "&Tools": "&Werkzeuge",
    # Input recordings (Play menu)
    "Save &Recording...": "Auf&nahme speichern...",
    "Save what the players pressed in the last run, to replay it exactly":
        "Speichern, was die Spieler im letzten Lauf gedrückt haben, um ihn exakt wiederzugeben",
    "Save Recording": "Aufnahme speichern",
    "Input recordings (*.inputs)": "Eingabe-Aufnahmen (*.inputs)",
    "Re&play Recording...": "Aufnahme &wiedergeben...",
    "Play a saved recording back, tick for tick": "Eine gespeicherte Aufnahme wiedergeben, Tick für Tick",
    "Replay Recording": "Aufnahme wiedergeben",
    "Nothing to save yet: play first": "Noch nichts zu speichern: zuerst spielen",
    "The recording could not be saved, see the Log": "Die Aufnahme konnte nicht gespeichert werden, siehe Protokoll",
    "Saved %n tick(s) of input to %1": ("%n Tick Eingaben in %1 gespeichert", "%n Ticks Eingaben in %1 gespeichert"),
    "The recording could not be read, see the Log": "Die Aufnahme konnte nicht gelesen werden, siehe Protokoll",
    "Replaying %1": "%1 wird wiedergegeben",
    "Relink Tileset File %1": "Tileset-Datei %1 neu verknüpfen",
}


# (context, source) -> German, where one context needs another word than the table's.
IN_CONTEXT = {
    # an animation switch (a transition "if CONDITION"), not the puzzle Switch (Schalter)
    ("sw::editor::AnimationsDock", "Switch"): "Wechsel",
    # plays the animation preview, not the level
    ("sw::editor::animation::AnimationPreview", "Play"): "Abspielen",
    # directions a character faces or a door opens, not the play keys (Hoch, Runter)
    ("Property", "Up"): "Oben",
    ("Property", "Down"): "Unten",
}


def load_tsv_tables():
    """More of the table, kept as data: tools/*.tsv, one text a line, source<TAB>German
    (source<TAB>singular<TAB>plural for %n texts). Texts written with \\n stand for a
    line break."""
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".tsv"):
            continue
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if len(fields) < 2 or not fields[0]:
                    continue
                fields = [x.replace("\\n", "\n") for x in fields]
                DE.setdefault(fields[0], fields[1] if len(fields) == 2 else (fields[1], fields[2]))


def main():
    load_tsv_tables()
    tree = ET.parse(TS)
    missing = []
    for context in tree.getroot().findall("context"):
        context_name = context.find("name").text
        for message in context.findall("message"):
            source = message.find("source").text or ""
            translation = message.find("translation")
            if translation.get("type") == "obsolete" or translation.get("type") == "vanished":
                continue
            german = IN_CONTEXT.get((context_name, source), DE.get(source))
            if german is None:
                if translation.get("type") == "unfinished":
                    missing.append(source)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if message.get("numerus") == "yes":
                forms = german if isinstance(german, tuple) else (german, german)
                for form in forms:  # %Ln: the count with the locale's digit grouping (25.000)
                    ET.SubElement(translation, "numerusform").text = form.replace("%n", "%Ln")
            else:
                translation.text = german if isinstance(german, str) else german[1]
            translation.attrib.pop("type", None)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(TS, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    for source in missing:
        print("untranslated:", source.replace("\n", "\\n")[:100])
    return 0


if __name__ == "__main__":
    sys.exit(main())
