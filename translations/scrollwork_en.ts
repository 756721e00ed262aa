<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en_US">
    <context>
        <name>AssetUses</name>
        <message numerus="yes">
            <source>%1: %2, layer ‘%3’: %n placed tile(s)</source>
            <translation>
                <numerusform>%1: %2, layer ‘%3’: %Ln placed tile</numerusform>
                <numerusform>%1: %2, layer ‘%3’: %Ln placed tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ChainCommands</name>
        <message numerus="yes">
            <source>Reorder %n chain tile(s)</source>
            <translation>
                <numerusform>Reorder %Ln chain tile</numerusform>
                <numerusform>Reorder %Ln chain tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message numerus="yes">
            <source>Set %1 on %n objects</source>
            <translation>
                <numerusform>Set %1 on %Ln object</numerusform>
                <numerusform>Set %1 on %Ln objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %n objects</source>
            <translation>
                <numerusform>Add %Ln object</numerusform>
                <numerusform>Add %Ln objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n objects</source>
            <translation>
                <numerusform>Delete %Ln object</numerusform>
                <numerusform>Delete %Ln objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EnemyPartCommands</name>
        <message numerus="yes">
            <source>Remove %n part(s) of %1</source>
            <translation>
                <numerusform>Remove %Ln part of %1</numerusform>
                <numerusform>Remove %Ln parts of %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rename part %1 to %2 (%n reference(s))</source>
            <translation>
                <numerusform>Rename part %1 to %2 (%Ln reference)</numerusform>
                <numerusform>Rename part %1 to %2 (%Ln references)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n part(s) to %1</source>
            <translation>
                <numerusform>Move %Ln part to %1</numerusform>
                <numerusform>Move %Ln parts to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GraphCommands</name>
        <message numerus="yes">
            <source>Add %n graph item(s)</source>
            <translation>
                <numerusform>Add %Ln graph item</numerusform>
                <numerusform>Add %Ln graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n graph item(s)</source>
            <translation>
                <numerusform>Delete %Ln graph item</numerusform>
                <numerusform>Delete %Ln graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n graph item(s)</source>
            <translation>
                <numerusform>Move %Ln graph item</numerusform>
                <numerusform>Move %Ln graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Disconnect %n wire(s)</source>
            <translation>
                <numerusform>Disconnect %Ln wire</numerusform>
                <numerusform>Disconnect %Ln wires</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Set %1 on %n nodes</source>
            <translation>
                <numerusform>Set %1 on %Ln node</numerusform>
                <numerusform>Set %1 on %Ln nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paste %n graph item(s)</source>
            <translation>
                <numerusform>Paste %Ln graph item</numerusform>
                <numerusform>Paste %Ln graph items</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ObjectEdits</name>
        <message numerus="yes">
            <source>Rename %1 to %2 (%n reference(s))</source>
            <translation>
                <numerusform>Rename %1 to %2 (%Ln reference)</numerusform>
                <numerusform>Rename %1 to %2 (%Ln references)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n object(s)</source>
            <translation>
                <numerusform>Move %Ln object</numerusform>
                <numerusform>Move %Ln objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Duplicate %n object(s)</source>
            <translation>
                <numerusform>Duplicate %Ln object</numerusform>
                <numerusform>Duplicate %Ln objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PatternCommandTree</name>
        <message numerus="yes">
            <source>%n command(s)</source>
            <translation>
                <numerusform>%Ln command</numerusform>
                <numerusform>%Ln commands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n branch(es) at once</source>
            <translation>
                <numerusform>%Ln branch at once</numerusform>
                <numerusform>%Ln branches at once</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PropertyGrid</name>
        <message numerus="yes">
            <source>%n graph nodes</source>
            <translation>
                <numerusform>%Ln graph node</numerusform>
                <numerusform>%Ln graph nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%Ln tile</numerusform>
                <numerusform>%Ln tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n weapons</source>
            <translation>
                <numerusform>%Ln weapon</numerusform>
                <numerusform>%Ln weapons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n characters</source>
            <translation>
                <numerusform>%Ln character</numerusform>
                <numerusform>%Ln characters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n monster types</source>
            <translation>
                <numerusform>%Ln monster type</numerusform>
                <numerusform>%Ln monster types</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n sound cues</source>
            <translation>
                <numerusform>%Ln sound cue</numerusform>
                <numerusform>%Ln sound cues</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n parts of “%1”</source>
            <translation>
                <numerusform>%Ln part of “%1”</numerusform>
                <numerusform>%Ln parts of “%1”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n objects</source>
            <translation>
                <numerusform>%Ln object</numerusform>
                <numerusform>%Ln objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Edit %n tiles</source>
            <translation>
                <numerusform>Edit %Ln tile</numerusform>
                <numerusform>Edit %Ln tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n command(s) of pattern “%1”</source>
            <translation>
                <numerusform>%Ln command of pattern “%1”</numerusform>
                <numerusform>%Ln commands of pattern “%1”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n pattern command(s)</source>
            <translation>
                <numerusform>Remove %Ln pattern command</numerusform>
                <numerusform>Remove %Ln pattern commands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Duplicate %n pattern command(s)</source>
            <translation>
                <numerusform>Duplicate %Ln pattern command</numerusform>
                <numerusform>Duplicate %Ln pattern commands</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelinkReferences</name>
        <message numerus="yes">
            <source>Relink %n Reference(s)</source>
            <translation>
                <numerusform>Relink %Ln Reference</numerusform>
                <numerusform>Relink %Ln References</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TileEditTool</name>
        <message numerus="yes">
            <source>Move %n point(s) of tile %1</source>
            <translation>
                <numerusform>Move %Ln point of tile %1</numerusform>
                <numerusform>Move %Ln points of tile %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n polygon(s) of tile %1</source>
            <translation>
                <numerusform>Delete %Ln polygon of tile %1</numerusform>
                <numerusform>Delete %Ln polygons of tile %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n vertex(es) of tile %1</source>
            <translation>
                <numerusform>Delete %Ln vertex of tile %1</numerusform>
                <numerusform>Delete %Ln vertices of tile %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n camera point(s) of tile %1</source>
            <translation>
                <numerusform>Delete %Ln camera point of tile %1</numerusform>
                <numerusform>Delete %Ln camera points of tile %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TilePaintTool</name>
        <message numerus="yes">
            <source>Delete %n Tile(s)</source>
            <translation>
                <numerusform>Delete %Ln Tile</numerusform>
                <numerusform>Delete %Ln Tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::AnimationsDock</name>
        <message numerus="yes">
            <source>%n animation(s), no problems</source>
            <translation>
                <numerusform>%Ln animation, no problems</numerusform>
                <numerusform>%Ln animations, no problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s): shown on the boxes in red</source>
            <translation>
                <numerusform>%Ln problem: shown on the boxes in red</numerusform>
                <numerusform>%Ln problems: shown on the boxes in red</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::AssetUsesDialog</name>
        <message numerus="yes">
            <source>%1 is used in %n place(s). Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</source>
            <translation>
                <numerusform>%1 is used in %Ln place. Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</numerusform>
                <numerusform>%1 is used in %Ln places. Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::BehaviourDock</name>
        <message numerus="yes">
            <source>%n state(s), no problems</source>
            <translation>
                <numerusform>%Ln state, no problems</numerusform>
                <numerusform>%Ln states, no problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s): shown in red on the graph (hover for the message)</source>
            <translation>
                <numerusform>%Ln problem: shown in red on the graph (hover for the message)</numerusform>
                <numerusform>%Ln problems: shown in red on the graph (hover for the message)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::BossPreviewDock</name>
        <message numerus="yes">
            <source>%n press(es) kept</source>
            <translation>
                <numerusform>%Ln press kept</numerusform>
                <numerusform>%Ln presses kept</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::BrokenReferencesDialog</name>
        <message numerus="yes">
            <source>%n other missing file(s) are in the same folder. Relink them too?

%1</source>
            <translation>
                <numerusform>%Ln other missing file is in the same folder. Relink it too?

%1</numerusform>
                <numerusform>%Ln other missing files are in the same folder. Relink them too?

%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) are outside the project folder. The project keeps only paths inside its folder: copy them into the project?

%1</source>
            <translation>
                <numerusform>%Ln file is outside the project folder. The project keeps only paths inside its folder: copy it into the project?

%1</numerusform>
                <numerusform>%Ln files are outside the project folder. The project keeps only paths inside its folder: copy them into the project?

%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n placed tile(s))</source>
            <translation>
                <numerusform>%1 (%Ln placed tile)</numerusform>
                <numerusform>%1 (%Ln placed tiles)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Edit &gt; Check Project lists %n other problem(s) in the Log.</source>
            <translation>
                <numerusform>Edit &gt; Check Project lists %Ln other problem in the Log.</numerusform>
                <numerusform>Edit &gt; Check Project lists %Ln other problems in the Log.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n broken reference(s). Missing meshes and images show as placeholders until relinked.</source>
            <translation>
                <numerusform>%Ln broken reference. Missing meshes and images show as placeholders until relinked.</numerusform>
                <numerusform>%Ln broken references. Missing meshes and images show as placeholders until relinked.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::DiskState</name>
        <message numerus="yes">
            <source>changed on disk since it was read (%n file(s) in all); nothing was saved</source>
            <translation>
                <numerusform>changed on disk since it was read (%Ln file in all); nothing was saved</numerusform>
                <numerusform>changed on disk since it was read (%Ln files in all); nothing was saved</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::Document</name>
        <message numerus="yes">
            <source>Check: %n error(s)</source>
            <translation>
                <numerusform>Check: %Ln error</numerusform>
                <numerusform>Check: %Ln errors</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%Ln warning</numerusform>
                <numerusform>%Ln warnings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n broken reference(s): File &gt; Broken References</source>
            <translation>
                <numerusform>%Ln broken reference: File &gt; Broken References</numerusform>
                <numerusform>%Ln broken references: File &gt; Broken References</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n external asset(s)</source>
            <translation>
                <numerusform>%Ln external asset</numerusform>
                <numerusform>%Ln external assets</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: %n problem(s) in %1</source>
            <translation>
                <numerusform>Check: %Ln problem in %1</numerusform>
                <numerusform>Check: %Ln problems in %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::EditActions</name>
        <message numerus="yes">
            <source>Cut %n object(s)</source>
            <translation>
                <numerusform>Cut %Ln object</numerusform>
                <numerusform>Cut %Ln objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::EffectsDock</name>
        <message numerus="yes">
            <source>%n particles</source>
            <translation>
                <numerusform>%Ln particle</numerusform>
                <numerusform>%Ln particles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::EnemyTypesDock</name>
        <message numerus="yes">
            <source>Enemy type %1 with %n state(s)</source>
            <translation>
                <numerusform>Enemy type %1 with %Ln state</numerusform>
                <numerusform>Enemy type %1 with %Ln states</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::EnemyTypesTree</name>
        <message numerus="yes">
            <source>Enemy type %1 with %n state(s)</source>
            <translation>
                <numerusform>Enemy type %1 with %Ln state</numerusform>
                <numerusform>Enemy type %1 with %Ln states</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::GraphScene</name>
        <message numerus="yes">
            <source>Delete %n graph item(s)</source>
            <translation>
                <numerusform>Delete %Ln graph item</numerusform>
                <numerusform>Delete %Ln graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n graph item(s)</source>
            <translation>
                <numerusform>Copied %Ln graph item</numerusform>
                <numerusform>Copied %Ln graph items</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ImportMeshDialog</name>
        <message numerus="yes">
            <source>%n mesh(es) in the file.</source>
            <translation>
                <numerusform>%Ln mesh in the file.</numerusform>
                <numerusform>%Ln meshes in the file.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %1 (%n file(s))</source>
            <translation>
                <numerusform>Imported %1 (%Ln file)</numerusform>
                <numerusform>Imported %1 (%Ln files)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::MainWindow</name>
        <message numerus="yes">
            <source>%n object(s) selected</source>
            <translation>
                <numerusform>%Ln object selected</numerusform>
                <numerusform>%Ln objects selected</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s): see the Log</source>
            <translation>
                <numerusform>%Ln problem: see the Log</numerusform>
                <numerusform>%Ln problems: see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n replay test(s) failed: see the Log</source>
            <translation>
                <numerusform>%Ln replay test failed: see the Log</numerusform>
                <numerusform>%Ln replay tests failed: see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n broken reference(s): File &gt; Broken References</source>
            <translation>
                <numerusform>%Ln broken reference: File &gt; Broken References</numerusform>
                <numerusform>%Ln broken references: File &gt; Broken References</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::NavRouteDock</name>
        <message numerus="yes">
            <source>%1 to %2: %n step(s), cost %3</source>
            <translation>
                <numerusform>%1 to %2: %Ln step, cost %3</numerusform>
                <numerusform>%1 to %2: %Ln steps, cost %3</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::NewTilesetDialog</name>
        <message numerus="yes">
            <source>%n tile(s) of %1 x %2 px from a %3 x %4 image</source>
            <translation>
                <numerusform>%Ln tile of %1 x %2 px from a %3 x %4 image</numerusform>
                <numerusform>%Ln tiles of %1 x %2 px from a %3 x %4 image</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::OutsideChanges</name>
        <message numerus="yes">
            <source>%n file(s) changed on disk since the editor read them:</source>
            <translation>
                <numerusform>%Ln file changed on disk since the editor read it:</numerusform>
                <numerusform>%Ln files changed on disk since the editor read them:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::PatternCommandsView</name>
        <message numerus="yes">
            <source>%n command(s)</source>
            <translation>
                <numerusform>%Ln command</numerusform>
                <numerusform>%Ln commands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n branch(es)</source>
            <translation>
                <numerusform>Remove %Ln branch</numerusform>
                <numerusform>Remove %Ln branches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n pattern command(s)</source>
            <translation>
                <numerusform>Move %Ln pattern command</numerusform>
                <numerusform>Move %Ln pattern commands</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::PatternsDock</name>
        <message numerus="yes">
            <source>%n bullet(s)</source>
            <translation>
                <numerusform>%Ln bullet</numerusform>
                <numerusform>%Ln bullets</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ProjectActions</name>
        <message numerus="yes">
            <source>%n broken reference(s): File &gt; Broken References</source>
            <translation>
                <numerusform>%Ln broken reference: File &gt; Broken References</numerusform>
                <numerusform>%Ln broken references: File &gt; Broken References</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game was not exported: %n problem(s), see the Log</source>
            <translation>
                <numerusform>The game was not exported: %Ln problem, see the Log</numerusform>
                <numerusform>The game was not exported: %Ln problems, see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported the game to %1 (%n file(s) packed; run.sh starts it)</source>
            <translation>
                <numerusform>Exported the game to %1 (%Ln file packed; run.sh starts it)</numerusform>
                <numerusform>Exported the game to %1 (%Ln files packed; run.sh starts it)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ProjectDock</name>
        <message numerus="yes">
            <source>%n state(s) — double-click to edit</source>
            <translation>
                <numerusform>%Ln state — double-click to edit</numerusform>
                <numerusform>%Ln states — double-click to edit</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) — select to edit in Properties</source>
            <translation>
                <numerusform>%Ln file — select to edit in Properties</numerusform>
                <numerusform>%Ln files — select to edit in Properties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n tile(s)</source>
            <translation>
                <numerusform>%1: %Ln tile</numerusform>
                <numerusform>%1: %Ln tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::PropertyGrid</name>
        <message numerus="yes">
            <source>%1 of %n rows hidden</source>
            <translation>
                <numerusform>%1 of %Ln row hidden</numerusform>
                <numerusform>%1 of %Ln rows hidden</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::RecoveryDialog</name>
        <message numerus="yes">
            <source>%n change(s)</source>
            <translation>
                <numerusform>%Ln change</numerusform>
                <numerusform>%Ln changes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n level file(s)</source>
            <translation>
                <numerusform>%Ln level file</numerusform>
                <numerusform>%Ln level files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n asset(s)</source>
            <translation>
                <numerusform>%Ln asset</numerusform>
                <numerusform>%Ln assets</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ShipSpheresView</name>
        <message numerus="yes">
            <source>%n hit sphere(s). Drag one to move it, its rim to resize it.</source>
            <translation>
                <numerusform>%Ln hit sphere. Drag one to move it, its rim to resize it.</numerusform>
                <numerusform>%Ln hit spheres. Drag one to move it, its rim to resize it.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::SpawnTimelineView</name>
        <message numerus="yes">
            <source>Retime %n spawn(s)</source>
            <translation>
                <numerusform>Retime %Ln spawn</numerusform>
                <numerusform>Retime %Ln spawns</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::SpriteDock</name>
        <message numerus="yes">
            <source>%n frame(s)</source>
            <translation>
                <numerusform>%Ln frame</numerusform>
                <numerusform>%Ln frames</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ViewportSelectionTool</name>
        <message numerus="yes">
            <source>Move %n object(s)</source>
            <translation>
                <numerusform>Move %Ln object</numerusform>
                <numerusform>Move %Ln objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::grid::GridHint</name>
        <message numerus="yes">
            <source>The %n selected objects share no property</source>
            <translation>
                <numerusform>The %Ln selected object has no property</numerusform>
                <numerusform>The %Ln selected objects share no property</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The filter ‘%1’ hides all %n rows</source>
            <translation>
                <numerusform>The filter ‘%1’ hides the %Ln row</numerusform>
                <numerusform>The filter ‘%1’ hides all %Ln rows</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::grid::PropertyModel</name>
        <message numerus="yes">
            <source>The %n selected objects have different values here</source>
            <translation>
                <numerusform>The %Ln selected object has a different value here</numerusform>
                <numerusform>The %Ln selected objects have different values here</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::play::PlayController</name>
        <message numerus="yes">
            <source>Play could not start: %n problem(s) in the level, see the Log</source>
            <translation>
                <numerusform>Play could not start: %Ln problem in the level, see the Log</numerusform>
                <numerusform>Play could not start: %Ln problems in the level, see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved %n tick(s) of input to %1</source>
            <translation>
                <numerusform>Saved %Ln tick of input to %1</numerusform>
                <numerusform>Saved %Ln ticks of input to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::play::SessionTestSaver</name>
        <message numerus="yes">
            <source>Saved replay test '%1': %n tick(s), hash %2</source>
            <translation>
                <numerusform>Saved replay test '%1': %Ln tick, hash %2</numerusform>
                <numerusform>Saved replay test '%1': %Ln ticks, hash %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved test '%1' (%n tick(s)) in the project's tests folder</source>
            <translation>
                <numerusform>Saved test '%1' (%Ln tick) in the project's tests folder</numerusform>
                <numerusform>Saved test '%1' (%Ln ticks) in the project's tests folder</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::ui::ReplayTestsCheck</name>
        <message numerus="yes">
            <source>Check: running %n replay test(s) in the background</source>
            <translation>
                <numerusform>Check: running %Ln replay test in the background</numerusform>
                <numerusform>Check: running %Ln replay tests in the background</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> and %Ln more</numerusform>
                <numerusform> and %Ln more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: %n replay test(s) failed (%1)</source>
            <translation>
                <numerusform>Check: %Ln replay test failed (%1)</numerusform>
                <numerusform>Check: %Ln replay tests failed (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passed (%1)</source>
            <translation>
                <numerusform>%Ln passed (%1)</numerusform>
                <numerusform>%Ln passed (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: all %n replay test(s) passed (%1)</source>
            <translation>
                <numerusform>Check: the %Ln replay test passed (%1)</numerusform>
                <numerusform>Check: all %Ln replay tests passed (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: %n replay test(s) failed</source>
            <translation>
                <numerusform>Check: %Ln replay test failed</numerusform>
                <numerusform>Check: %Ln replay tests failed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passed</source>
            <translation>
                <numerusform>%Ln passed</numerusform>
                <numerusform>%Ln passed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: all %n replay test(s) passed</source>
            <translation>
                <numerusform>Check: all %Ln replay test passed</numerusform>
                <numerusform>Check: all %Ln replay tests passed</numerusform>
            </translation>
        </message>
    </context>
</TS>
