<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
<context>
    <name>ChainCommands</name>
    <message numerus="yes">
        <location filename="../editor/document/chain_commands.cpp" line="+36" />
        <source>Reorder %n chain tile(s)</source>
        <translation><numerusform>%n Kettenkachel umsortieren</numerusform><numerusform>%n Kettenkacheln umsortieren</numerusform></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../editor/cli/cli_commands.cpp" line="+32" />
        <source>Usage: scrollwork-cli &lt;command&gt; [arguments]

Commands:
  validate PROJECT   check a project; prints one 'file: where: message' line per problem
  resave PROJECT     load and save every file of a project in canonical form
  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'
  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into
                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings

Options:
  --version          print the version
  --help             print this help

PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+26" />
        <source>%1 problem(s) found</source>
        <translation>%1 Problem(e) gefunden</translation>
    </message>
    <message>
        <location line="+14" />
        <source>saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+43" />
        <source>unknown command '%1'</source>
        <translation>unbekannter Befehl '%1'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' takes exactly one PROJECT argument</source>
        <translation>'%1' erwartet genau ein PROJEKT-Argument</translation>
    </message>
    <message>
        <location filename="../editor/cli/import_mesh_command.cpp" line="+44" />
        <source>'%1' needs a value</source>
        <translation>'%1' braucht einen Wert</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--name '%1' may only hold a-z, 0-9 and '_' (for example '%2')</source>
        <translation>--name '%1' darf nur a-z, 0-9 und '_' enthalten (zum Beispiel '%2')</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--scale '%1' is not a positive number</source>
        <translation>--scale '%1' ist keine positive Zahl</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--up '%1' must be y or z</source>
        <translation>--up '%1' muss y oder z sein</translation>
    </message>
    <message>
        <location line="+9" />
        <source>unknown option '%1'</source>
        <translation>unbekannte Option '%1'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>import-mesh takes one FILE, got '%1' and '%2'</source>
        <translation>import-mesh erwartet eine DATEI, erhielt '%1' und '%2'</translation>
    </message>
    <message>
        <location line="+3" />
        <source>import-mesh needs a mesh FILE</source>
        <translation>import-mesh braucht eine Mesh-DATEI</translation>
    </message>
    <message>
        <location line="+1" />
        <source>import-mesh needs --into PROJECT</source>
        <translation>import-mesh braucht --into PROJEKT</translation>
    </message>
    <message>
        <location line="+37" />
        <source>the project's asset folders do not list '%1'; add it to see imported meshes in the Project dock</source>
        <translation>die Asset-Ordner des Projekts enthalten '%1' nicht; fügen Sie ihn hinzu, um importierte Meshes im Projekt-Dock zu sehen</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../editor/document/set_level_property_command.cpp" line="+25" />
        <source>Set Level %1</source>
        <translation>Level-%1 setzen</translation>
    </message>
    <message>
        <location filename="../editor/document/commands.cpp" line="+32" />
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message numerus="yes">
        <location line="+0" />
        <source>Set %1 on %n objects</source>
        <translation><numerusform>%1 an %n Objekt setzen</numerusform><numerusform>%1 an %n Objekten setzen</numerusform></translation>
    </message>
    <message>
        <location line="+34" />
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Add %n objects</source>
        <translation><numerusform>%n Objekt hinzufügen</numerusform><numerusform>%n Objekte hinzufügen</numerusform></translation>
    </message>
    <message>
        <location line="+45" />
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Delete %n objects</source>
        <translation><numerusform>%n Objekt löschen</numerusform><numerusform>%n Objekte löschen</numerusform></translation>
    </message>
</context>
<context>
    <name>ObjectEdits</name>
    <message>
        <location filename="../editor/document/object_edits.cpp" line="+46" />
        <source>The object no longer exists.</source>
        <translation>Das Objekt existiert nicht mehr.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is not a valid name: use letters, digits and _, not starting with a digit (names are used in expressions).</source>
        <translation>„%1“ ist kein gültiger Name: Buchstaben, Ziffern und _ verwenden, nicht mit einer Ziffer beginnen (Namen werden in Ausdrücken verwendet).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The name is unchanged.</source>
        <translation>Der Name ist unverändert.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The name "%1" is already used in this level.</source>
        <translation>Der Name „%1“ wird in diesem Level bereits verwendet.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Rename %1 to %2 (%n reference(s))</source>
        <translation><numerusform>%1 in %2 umbenennen (%n Verweis)</numerusform><numerusform>%1 in %2 umbenennen (%n Verweise)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>Move %n object(s)</source>
        <translation><numerusform>%n Objekt verschieben</numerusform><numerusform>%n Objekte verschieben</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+74" />
        <source>Duplicate %n object(s)</source>
        <translation><numerusform>%n Objekt duplizieren</numerusform><numerusform>%n Objekte duplizieren</numerusform></translation>
    </message>
</context>
<context>
    <name>Property</name>
    <message>
        <location filename="../editor/ui/property_grid/property_text.cpp" line="+14" />
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Transform</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Behaviour</source>
        <translation>Verhalten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Art</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activation</source>
        <translation>Auslösung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Flags</source>
        <translation>Schalter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>First Tile</source>
        <translation>Erste Kachel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last Tile</source>
        <translation>Letzte Kachel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Until Trigger</source>
        <translation>Bis Auslöser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preview Passes</source>
        <translation>Vorschau-Durchläufe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scroll Speed</source>
        <translation>Scrollgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Camera Entry</source>
        <translation>Kamera-Eintritt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Camera Exit</source>
        <translation>Kamera-Austritt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Camera Points</source>
        <translation>Kamerapunkte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tick Rate</source>
        <translation>Tickrate</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Screen Extent</source>
        <translation>Bildschirmgröße</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Asset Folders</source>
        <translation>Asset-Ordner</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tile Instance</source>
        <translation>Kachelinstanz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Marker</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Player Enters</source>
        <translation>Spieler betritt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Both</source>
        <translation>Beides</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Once</source>
        <translation>Einmalig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starts Enabled</source>
        <translation>Anfangs aktiv</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show In Game</source>
        <translation>Im Spiel zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tile Def</source>
        <translation>Kacheldefinition</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
</context>
<context>
    <name>PropertyGrid</name>
    <message>
        <location filename="../editor/ui/property_grid/grid_target.cpp" line="+55" />
        <source>Tile “%1”</source>
        <translation>Kachel „%1“</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No level</source>
        <translation>Kein Level</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Level “%1”</source>
        <translation>Level „%1“</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 %2s</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n objects</source>
        <translation><numerusform>%n Objekt</numerusform><numerusform>%n Objekte</numerusform></translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 is read-only</source>
        <translation>%1 ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Names are unique in a level: select one object to rename it</source>
        <translation>Namen sind in einem Level eindeutig: wählen Sie ein Objekt, um es umzubenennen</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Nothing to edit</source>
        <translation>Nichts zu bearbeiten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unknown property %1</source>
        <translation>Unbekannte Eigenschaft %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is not a property of every selected object</source>
        <translation>%1 ist keine Eigenschaft aller ausgewählten Objekte</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 cannot refer to itself (%2)</source>
        <translation>%1 kann nicht auf sich selbst verweisen (%2)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>A level needs a name</source>
        <translation>Ein Level braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The project already has a level named '%1'</source>
        <translation>Das Projekt hat bereits ein Level namens '%1'</translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/grid_values.cpp" line="+128" />
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+23" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+8" />
        <location filename="../editor/ui/property_grid/property_model.cpp" line="+31" />
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../editor/ui/property_grid/property_model.cpp" line="+1" />
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+4" />
        <source>polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <location line="+1" />
        <source>polygons</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <location line="+4" />
        <source>item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location line="+1" />
        <source>items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/references.cpp" line="+46" />
        <source>No tile definition named '%1' in the project</source>
        <translation>Keine Kacheldefinition namens '%1' im Projekt</translation>
    </message>
    <message>
        <location line="+5" />
        <source>File not found: %1</source>
        <translation>Datei nicht gefunden: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No object named '%1' in this level</source>
        <translation>Kein Objekt namens '%1' in diesem Level</translation>
    </message>
</context>
<context>
    <name>TileDefCommands</name>
    <message>
        <location filename="../editor/document/tile_def_commands.cpp" line="+23" />
        <source>Tile definitions have no property %1</source>
        <translation>Kacheldefinitionen haben keine Eigenschaft %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Polygon %1: %2</source>
        <translation>Polygon %1: %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A tile definition needs a name.</source>
        <translation>Eine Kacheldefinition braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The project already has a tile definition named "%1".</source>
        <translation>Das Projekt hat bereits eine Kacheldefinition namens „%1“.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Set %1 of tile %2</source>
        <translation>%1 von Kachel %2 setzen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../editor/app/main.cpp" line="+65" />
        <source>Scrollwork level editor</source>
        <translation>Scrollwork-Level-Editor</translation>
    </message>
    <message>
        <location line="+3" />
        <source>User interface language.</source>
        <translation>Sprache der Benutzeroberfläche.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Project folder or project.json to open.</source>
        <translation>Zu öffnender Projektordner oder project.json.</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChainDock</name>
    <message>
        <location filename="../editor/ui/chain_dock.cpp" line="+64" />
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Tile definitions: drag into the chain strip, or double-click to append</source>
        <translation>Kacheldefinitionen: in die Kettenleiste ziehen oder doppelklicken zum Anhängen</translation>
    </message>
    <message>
        <location line="+78" />
        <source>No level is open.</source>
        <translation>Kein Level ist geöffnet.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Select a contiguous range of chain tiles.</source>
        <translation>Wählen Sie einen zusammenhängenden Bereich von Kettenkacheln.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Select the chain tiles that should repeat.</source>
        <translation>Wählen Sie die Kettenkacheln, die sich wiederholen sollen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name the trigger that ends the loop.</source>
        <translation>Nennen Sie den Auslöser, der die Schleife beendet.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" is not a trigger.</source>
        <translation>„%1“ ist kein Auslöser.</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+36" />
        <location line="+4" />
        <source>Make Loop</source>
        <translation>Schleife erstellen</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replace With</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Make Loop...</source>
        <translation>Schleife erstellen...</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Repeat until this trigger fires:</source>
        <translation>Wiederholen, bis dieser Auslöser feuert:</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChainStripModel</name>
    <message>
        <location filename="../editor/ui/chain_strip_model.cpp" line="+82" />
        <source>%1: tile %2 (#%3 in the chain)</source>
        <translation>%1: Kachel %2 (Nr. %3 in der Kette)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The tile definition is missing.</source>
        <translation>Die Kacheldefinition fehlt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In loop %1</source>
        <translation>In Schleife %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::Document</name>
    <message>
        <location filename="../editor/document/document.cpp" line="+27" />
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Level 1</source>
        <translation>Level 1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The project has no folder yet; use Save As</source>
        <translation>Das Projekt hat noch keinen Ordner; verwenden Sie Speichern unter</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot create the folder: %1</source>
        <translation>der Ordner kann nicht angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <location filename="../editor/ui/edit_actions.cpp" line="+26" />
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select &amp;None</source>
        <translation>&amp;Nichts auswählen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Invert Selection</source>
        <translation>Auswahl &amp;umkehren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Paste in P&amp;lace</source>
        <translation>An &amp;Ort und Stelle einfügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;name...</source>
        <translation>&amp;Umbenennen...</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>Cut %n object(s)</source>
        <translation><numerusform>%n Objekt ausschneiden</numerusform><numerusform>%n Objekte ausschneiden</numerusform></translation>
    </message>
    <message>
        <location line="+60" />
        <source>The clipboard is empty.</source>
        <translation>Die Zwischenablage ist leer.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Nothing to paste: %1</source>
        <translation>Nichts einzufügen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+11" />
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location line="-10" />
        <source>The clipboard holds no Scrollwork objects.

%1</source>
        <translation>Die Zwischenablage enthält keine Scrollwork-Objekte.

%1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Paste in Place</source>
        <translation>An Ort und Stelle einfügen</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+5" />
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="-5" />
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
</context>
<context>
    <name>sw::editor::ImportMeshDialog</name>
    <message>
        <location filename="../editor/ui/import_mesh_dialog.cpp" line="+36" />
        <source>Meshes (%1);;All files (*)</source>
        <translation>Meshes (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+73" />
        <location line="+91" />
        <location line="+29" />
        <source>Import Mesh</source>
        <translation>Mesh importieren</translation>
    </message>
    <message>
        <location line="-189" />
        <source>glTF, OBJ, FBX, Collada ... file</source>
        <translation>glTF-, OBJ-, FBX-, Collada-...-Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The mesh's folder in the project: meshes/&lt;name&gt;/. Lower-case letters, digits and '_'.</source>
        <translation>Der Ordner des Meshes im Projekt: meshes/&lt;name&gt;/. Kleinbuchstaben, Ziffern und '_'.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Multiplies every position: 0.01 turns centimetres into metres.</source>
        <translation>Multipliziert jede Position: 0.01 macht aus Zentimetern Meter.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Y up (glTF, most tools)</source>
        <translation>Y oben (glTF, die meisten Werkzeuge)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Z up (Blender, 3ds Max exports without conversion)</source>
        <translation>Z oben (Blender-, 3ds-Max-Exporte ohne Umrechnung)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Replace a mesh of the same name</source>
        <translation>Ein gleichnamiges Mesh ersetzen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="+3" />
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scale:</source>
        <translation>Maßstab:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up axis:</source>
        <translation>Oben-Achse:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Meshes:</source>
        <translation>Meshes:</translation>
    </message>
    <message>
        <location line="+52" />
        <source>Reading %1...</source>
        <translation>%1 wird gelesen...</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>%n mesh(es) in the file.</source>
        <translation><numerusform>%n Mesh in der Datei.</numerusform><numerusform>%n Meshes in der Datei.</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Importing %1...</source>
        <translation>%1 wird importiert...</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Could not import %1.</source>
        <translation>%1 konnte nicht importiert werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Imported %1 (%n file(s))</source>
        <translation><numerusform>%1 importiert (%n Datei)</numerusform><numerusform>%1 importiert (%n Dateien)</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::LevelScrubber</name>
    <message>
        <location filename="../editor/ui/level_scrubber.cpp" line="+18" />
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Scrub through the level: the screen rectangle follows the camera path as Play will</source>
        <translation>Durch das Level spulen: das Bildschirmrechteck folgt dem Kamerapfad wie beim Spielen</translation>
    </message>
    <message>
        <location line="+63" />
        <source>%1 s · %2</source>
        <translation>%1 s · %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source> · pass %1/%2</source>
        <translation> · Durchlauf %1/%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source> · end</source>
        <translation> · Ende</translation>
    </message>
</context>
<context>
    <name>sw::editor::LogDock</name>
    <message>
        <location filename="../editor/ui/log_dock.cpp" line="+14" />
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Place</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <location filename="../editor/ui/main_window.cpp" line="+55" />
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The project "%1" has unsaved changes. Save them before closing it?</source>
        <translation>Das Projekt „%1“ hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Re-imported %1: its file changed on disk</source>
        <translation>%1 neu importiert: die Datei hat sich auf der Platte geändert</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%n object(s) selected</source>
        <translation><numerusform>%n Objekt ausgewählt</numerusform><numerusform>%n Objekte ausgewählt</numerusform></translation>
    </message>
    <message>
        <location line="+17" />
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Undo History</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New Project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Open Project...</source>
        <translation>Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+114" />
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <location line="-113" />
        <source>Scrollwork project (project.json);;All files (*)</source>
        <translation>Scrollwork-Projekt (project.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Import &amp;Mesh...</source>
        <translation>&amp;Mesh importieren...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import Mesh</source>
        <translation>Mesh importieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the project first: imported meshes are copied into its folder.</source>
        <translation>Speichern Sie zuerst das Projekt: importierte Meshes werden in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+15" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add &amp;Marker</source>
        <translation>&amp;Markierung hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Append &amp;Tile</source>
        <translation>&amp;Kachel anhängen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add T&amp;rigger</source>
        <translation>Aus&amp;löser hinzufügen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Frame All</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Orthographic Camera</source>
        <translation>&amp;Orthografische Kamera</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About Scrollwork</source>
        <translation>&amp;Über Scrollwork</translation>
    </message>
    <message>
        <location line="+2" />
        <source>About Scrollwork</source>
        <translation>Über Scrollwork</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Scrollwork %1&lt;/h3&gt;&lt;p&gt;Level and content editor with an embedded game runtime for 2.5D side-scrolling action games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Scrollwork %1&lt;/h3&gt;&lt;p&gt;Level- und Inhaltseditor mit eingebauter Spiel-Laufzeit für seitlich scrollende 2.5D-Actionspiele.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Save Project Into Folder</source>
        <translation>Projekt in Ordner speichern</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 — %2[*] — Scrollwork</source>
        <translation>%1 — %2[*] — Scrollwork</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1[*] — Scrollwork</source>
        <translation>%1[*] — Scrollwork</translation>
    </message>
    <message>
        <location line="+14" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>sw::editor::OutlinerDock</name>
    <message>
        <location filename="../editor/ui/outliner_dock.cpp" line="+14" />
        <source>Outliner</source>
        <translation>Gliederung</translation>
    </message>
</context>
<context>
    <name>sw::editor::OutlinerModel</name>
    <message>
        <location filename="../editor/ui/outliner_model.cpp" line="+90" />
        <source>Chain (%1)</source>
        <translation>Kette (%1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Objects (%1)</source>
        <translation>Objekte (%1)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Kind / Tile</source>
        <translation>Art / Kachel</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProjectDock</name>
    <message>
        <location filename="../editor/ui/project_dock.cpp" line="+20" />
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Levels (%1)</source>
        <translation>Level (%1)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 — double-click to edit</source>
        <translation>%1 — zum Bearbeiten doppelklicken</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Tile Definitions (%1)</source>
        <translation>Kacheldefinitionen (%1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Mesh %1 is missing</source>
        <translation>Mesh %1 fehlt</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertyGrid</name>
    <message>
        <location filename="../editor/ui/property_grid/property_grid.cpp" line="+80" />
        <source>Filter properties</source>
        <translation>Eigenschaften filtern</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Reset to Default</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add Item</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Item</source>
        <translation>Eintrag entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Choose Colour...</source>
        <translation>Farbe wählen...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy Value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <location line="+297" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::ViewportSelectionTool</name>
    <message>
        <location filename="../editor/ui/viewport_selection_tool.cpp" line="+20" />
        <source>&amp;Snap to Grid</source>
        <translation>Am &amp;Raster ausrichten</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Dragged objects land on the grid (hold Ctrl while dragging to invert)</source>
        <translation>Gezogene Objekte rasten am Raster ein (Strg beim Ziehen kehrt das um)</translation>
    </message>
    <message numerus="yes">
        <location line="+114" />
        <source>Move %n object(s)</source>
        <translation><numerusform>%n Objekt verschieben</numerusform><numerusform>%n Objekte verschieben</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::grid::PropertyDelegate</name>
    <message>
        <location filename="../editor/ui/property_grid/property_delegate.cpp" line="+55" />
        <source>type a point as x, y (for example 12.5, -3)</source>
        <translation>einen Punkt als x, y eingeben (zum Beispiel 12.5, -3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>type a colour as #rrggbbaa, #rrggbb or a colour name</source>
        <translation>eine Farbe als #rrggbbaa, #rrggbb oder Farbnamen eingeben</translation>
    </message>
    <message>
        <location line="+99" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Ctrl+Enter to store, Esc to cancel</source>
        <translation>Strg+Eingabe speichert, Esc bricht ab</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Choose a colour...</source>
        <translation>Eine Farbe wählen...</translation>
    </message>
</context>
<context>
    <name>sw::editor::grid::PropertyModel</name>
    <message>
        <location filename="../editor/ui/property_grid/property_model.cpp" line="+11" />
        <source>— mixed —</source>
        <translation>— gemischt —</translation>
    </message>
    <message>
        <location line="+53" />
        <location line="+7" />
        <source>Point %1</source>
        <translation>Punkt %1</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Polygon %1</source>
        <translation>Polygon %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Item %1</source>
        <translation>Eintrag %1</translation>
    </message>
    <message numerus="yes">
        <location line="+24" />
        <source>The %n selected objects have different values here</source>
        <translation><numerusform>Das %n ausgewählte Objekt hat hier andere Werte</numerusform><numerusform>Die %n ausgewählten Objekte haben hier verschiedene Werte</numerusform></translation>
    </message>
    <message>
        <location line="+22" />
        <source>The selected objects differ in %1</source>
        <translation>Die ausgewählten Objekte unterscheiden sich in %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Does not parse: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The object refers to itself</source>
        <translation>Das Objekt verweist auf sich selbst</translation>
    </message>
    <message>
        <location line="+2" />
        <source>1 object refers to itself</source>
        <translation>1 Objekt verweist auf sich selbst</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 objects refer to themselves</source>
        <translation>%1 Objekte verweisen auf sich selbst</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Set on some of the selected objects only</source>
        <translation>Nur bei einigen der ausgewählten Objekte gesetzt</translation>
    </message>
    <message>
        <location line="+397" />
        <source>%1: '%2' is not a valid value</source>
        <translation>%1: '%2' ist kein gültiger Wert</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshLibrary</name>
    <message>
        <location filename="../editor/ui/viewport/mesh_library.cpp" line="+85" />
        <source>mesh could not be loaded</source>
        <translation>Mesh konnte nicht geladen werden</translation>
    </message>
</context>
</TS>
