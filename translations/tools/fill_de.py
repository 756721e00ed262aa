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
    "Chain (%1)": "Kette (%1)",
    "Objects (%1)": "Objekte (%1)",
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
}


def main():
    tree = ET.parse(TS)
    missing = []
    for context in tree.getroot().findall("context"):
        for message in context.findall("message"):
            source = message.find("source").text or ""
            translation = message.find("translation")
            if translation.get("type") == "obsolete" or translation.get("type") == "vanished":
                continue
            german = DE.get(source)
            if german is None:
                if translation.get("type") == "unfinished":
                    missing.append(source)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if message.get("numerus") == "yes":
                forms = german if isinstance(german, tuple) else (german, german)
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
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
