#pragma once
// The document: the project being edited, the level shown, the undo stack and the
// selection. Every mutation goes through a command on undoStack(); views listen to the
// signals below and never change the model themselves.
#include <QObject>
#include <QSet>
#include <QString>
#include <QUndoStack>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"
#include "document/outside/disk_state.h"
#include "document/focus/edit_focus.h"
#include "document/stores/graph_store.h"
#include "document/stores/tileset_store.h"
#include "document/message_log.h"
#include "document/selection.h"
#include "model/project/project.h"

namespace sw::editor {

class EnemyFocus;
class SelectionFocus;
class TileDefFocus;
class WeaponsFocus;
class CharactersFocus;
class MonstersFocus;
class SoundCuesFocus;

class Document : public QObject {
  Q_OBJECT
 public:
  explicit Document(QObject* parent = nullptr);
  ~Document() override;

  // A new, unsaved project with one empty level, named "Untitled" until saved.
  void newProject();
  // Makes a project from a template (model/project/project_templates.h) in `folder`, which may not
  // exist yet but must be empty if it does, saves it there and opens it. An empty `name`
  // takes the folder's name. On failure nothing is written and the current project stays.
  sw::Status newProject(const QString& folder, const QString& templateId, const QString& name);
  // Loads a project folder (or its project.json). On failure the current project stays
  // and the errors are returned (and logged).
  sw::Errors open(const QString& path);
  // How many broken references the last open() found (and logged).
  std::size_t brokenReferencesAtOpen() const { return brokenAtOpen_; }
  // Saves into the project's folder; fails when it has none yet (use saveAs).
  sw::Status save();
  // Saves into `folder` (made when missing), copying the asset folders along so references
  // keep working. A project still named "Untitled" that had no folder takes the folder's name.
  sw::Status saveAs(const QString& folder);

  // Views read the project; commands change it through editableProject().
  const sw::Project& project() const { return *project_; }
  sw::Project& editableProject() { return *project_; }
  bool hasFolder() const { return !project_->directory.empty(); }
  QString projectFile() const;

  // The level being edited, or nullptr when the project has none. Views read it; commands
  // change it through editableLevel().
  const sw::Level* level() const;
  sw::Level* editableLevel() { return const_cast<sw::Level*>(std::as_const(*this).level()); }
  // The one door from an object a view holds (const) to the object a command changes: the
  // document owns every object of its project, so it may hand out write access to them.
  template <class T>
  T* editable(const T* object) {
    return const_cast<T*>(object);
  }
  int levelIndex() const { return levelIndex_; }
  void setLevelIndex(int index);

  // What is being edited (edit_focus.h): the property grid shows it, the Edit menu acts on
  // it. The picks below and the selection each hand it their own owner.
  EditFocus* focus() { return &focus_; }

  // The tile definition being edited (picked in a palette or the Project dock). Picking
  // one takes the edit focus, which clears the object selection; selecting objects takes
  // it back and clears this.
  const sw::TileDef* currentTileDef() const { return currentTileDef_; }
  void setCurrentTileDef(const sw::TileDef* def);

  // The enemy type being edited (Enemy Types dock) and, optionally, one of its states.
  // Like the tile definition, picking one takes the edit focus and losing it clears this.
  // The grid shows the state when there is one, else the enemy type. Both are cleared when they leave the
  // project (a removal, or the undo of an add: see notifyEnemyTypesChanged).
  // The state may be the body's or a part's (enemy_part_commands.h: stateOwner).
  const sw::EnemyType* currentEnemyType() const { return currentEnemyType_; }
  const sw::EnemyState* currentEnemyState() const { return currentEnemyState_; }
  void setCurrentEnemyType(const sw::EnemyType* type, const sw::EnemyState* state = nullptr);
  // Parts of the current enemy type picked instead of a state (several at once: the grid
  // edits them together). Picking parts drops the state; picking a type or state drops them.
  const std::vector<const sw::EnemyPart*>& currentEnemyParts() const { return currentEnemyParts_; }
  void setCurrentEnemyParts(const sw::EnemyType* type, std::vector<const sw::EnemyPart*> parts);
  // The player weapon types picked in the Project dock (several at once); likewise the
  // edit focus while picked.
  const std::vector<const sw::WeaponType*>& currentWeapons() const { return currentWeapons_; }
  void setCurrentWeapons(std::vector<const sw::WeaponType*> weapons);
  // The platformer characters picked in the Project dock, as weapons are.
  const std::vector<const sw::CharacterType*>& currentCharacters() const { return currentCharacters_; }
  void setCurrentCharacters(std::vector<const sw::CharacterType*> characters);
  // The platformer monster types picked in the Project dock, as characters are.
  const std::vector<const sw::MonsterType*>& currentMonsters() const { return currentMonsters_; }
  void setCurrentMonsters(std::vector<const sw::MonsterType*> monsters);
  // The sound cues picked in the Project dock, as monster types are.
  const std::vector<const sw::SoundCue*>& currentSoundCues() const { return currentSoundCues_; }
  void setCurrentSoundCues(std::vector<const sw::SoundCue*> cues);

  // Runs the project's checks (validate.h: broken references, unknown enemy types and
  // paths, unreachable states ...) and reports each problem in the log with its file and
  // place. Returns how many problems were found.
  int checkProject();

  QUndoStack* undoStack() { return &undo_; }
  Selection* selection() { return &selection_; }
  MessageLog* log() { return &log_; }
  GraphStore* graphs() { return graphs_; }  // the project's node graphs (graph_store.h)
  TilesetStore* tilesets() { return tilesets_; }  // the project's tilesets (tileset_store.h)
  bool isModified() const { return !undo_.isClean(); }
  // What was read from and written to each project file (disk_state.h): save() refuses to
  // overwrite a file changed outside since (lastConflicts() names them).
  DiskState* diskState() { return &disk_; }

  // All ids of the current level, for selection upkeep.
  QSet<ObjectId> objectIds() const;

  // A fresh serial for one gesture whose commands should merge into one undo step.
  int newMergeSerial() { return ++mergeSerial_; }

  // Whether a change to these objects can alter the tile chain's layout or camera track:
  // chain links, Loop objects, or the level itself (reported with no ids). Views that
  // depend only on the chain skip the rest (a marker being dragged).
  bool touchesChain(const QVector<ObjectId>& ids) const;

  // While objectsChanged is being delivered: whether the change may have touched any of
  // these properties. Exact for a property edit (SetPropertyCommand names its keys);
  // anything else may have touched all. Views showing a few properties of many objects
  // (the outliner's names, the spawn timeline's ticks) skip a move of 25,000 objects.
  bool changeMayTouch(std::initializer_list<std::string_view> keys) const;
  // While objectsChanged is being delivered: whether the change is known to have touched
  // only these properties (a move: {"position"}).
  bool changeTouchesOnly(std::initializer_list<std::string_view> keys) const;

  // Called by commands after they changed the model.
  // Properties of these objects of the project tree changed (SetPropertyCommand): tells
  // each view what it listens to (tile definitions, enemy types, the level's objects).
  // `keys`: the properties that changed, when known (empty: any of them).
  void notifyEdited(const std::vector<sw::Describable*>& objects, std::vector<std::string> keys = {});
  void notifyObjectsChanged(const QVector<ObjectId>& ids);
  void notifyStructureChanged();
  // Also drops a current tile definition that is no longer in the project.
  void notifyTileDefsChanged();
  // Placed tiles of a chain link's tile layers changed: no chain relayout (tile_layer_commands.h).
  void notifyTileLayersChanged(ObjectId link) { emit tileLayersChanged(link); }
  // Also drops a current enemy type, state or part that is no longer in the project.
  void notifyEnemyTypesChanged();
  // Weapon types added, removed or edited; drops current weapons no longer in the project.
  void notifyWeaponsChanged();
  // Characters added, removed or edited; drops current characters no longer in the project.
  void notifyCharactersChanged();
  // Monster types added, removed or edited; drops current monster types no longer in the project.
  void notifyMonstersChanged();
  // Particle effects or their emitters added, removed or edited (the Effects dock, Play).
  void notifyEffectsChanged() { emit effectsChanged(); }
  // Sound cues added, removed or edited; drops current cues no longer in the project.
  void notifySoundCuesChanged();
  // Bullet patterns added, removed, renamed or edited (pattern_commands.h).
  void notifyPatternsChanged() { emit patternsChanged(); }
  // Levels were added, removed, reordered or renamed (asset_commands.h). Shows `show`
  // when given and in the project, else the level shown before when it still is, else
  // the one now at its place; views hear levelSwitched when the shown level changed.
  void notifyLevelsChanged(const sw::Level* shownBefore, const sw::Level* show = nullptr);

 signals:
  void projectReset();     // a different project (new / open)
  void levelSwitched();    // another level of the same project is shown
  void levelsChanged();    // levels added, removed, reordered or renamed
  void objectsChanged(const QVector<sw::ObjectId>& ids);  // properties of these objects changed
  void structureChanged(); // objects added, removed or reordered
  // The chain's links or loops changed: added, removed, reordered (with structureChanged)
  // or edited (with objectsChanged: a renamed link, a replaced definition, a loop's
  // range). Views made of the chain alone listen to this instead of to every change.
  void chainChanged();
  void tileLayersChanged(sw::ObjectId link);  // the tile layers of this chain link changed
  void tileDefsChanged();  // a tile definition of the project changed (mesh, collision, camera, name)
  void modifiedChanged(bool modified);
  void saved();
  void currentTileDefChanged();
  void enemyTypesChanged();        // enemy types or their states added, removed, reordered or edited
  void currentEnemyTypeChanged();  // another current enemy type, state or parts (any may now be null)
  void weaponsChanged();           // player weapon types added, removed or edited
  void currentWeaponsChanged();    // other weapon types picked
  void charactersChanged();        // platformer characters added, removed or edited
  void currentCharactersChanged(); // other characters picked
  void monstersChanged();          // platformer monster types added, removed or edited
  void currentMonstersChanged();   // other monster types picked
  void soundCuesChanged();         // sound cues added, removed or edited
  void currentSoundCuesChanged();  // other sound cues picked
  void gameRulesChanged();         // a property of the project's game rules (game.json) changed
  void patternsChanged();          // bullet patterns added, removed, renamed or edited
  void effectsChanged();           // particle effects or their emitters added, removed or edited

 private:
  std::size_t brokenAtOpen_ = 0;
  std::vector<std::string> changedKeys_;  // while notifyEdited reports: the keys edited (empty: any)
  // chainSignature() of the level last seen by notifyStructureChanged (and which level).
  const sw::Level* chainSeenLevel_ = nullptr;
  std::vector<ObjectId> chainSeen_;
  friend class RecoveryAccess;  // opens a recovery copy as an unsaved document (recovery_access.h)
  // `readFromDisk`: the project was just read from its files and is held unchanged.
  void replaceProject(std::unique_ptr<sw::Project> project, bool readFromDisk = false);

  std::unique_ptr<sw::Project> project_;
  int levelIndex_ = -1;
  int mergeSerial_ = 0;
  const sw::TileDef* currentTileDef_ = nullptr;
  const sw::EnemyType* currentEnemyType_ = nullptr;
  const sw::EnemyState* currentEnemyState_ = nullptr;
  std::vector<const sw::EnemyPart*> currentEnemyParts_;
  std::vector<const sw::WeaponType*> currentWeapons_;
  std::vector<const sw::CharacterType*> currentCharacters_;
  std::vector<const sw::MonsterType*> currentMonsters_;
  std::vector<const sw::SoundCue*> currentSoundCues_;
  QUndoStack undo_;
  Selection selection_;
  EditFocus focus_{this};
  SelectionFocus* selectionFocus_ = nullptr;  // a child QObject; the focus's fallback
  std::unique_ptr<TileDefFocus> tileDefFocus_;
  std::unique_ptr<EnemyFocus> enemyFocus_;
  std::unique_ptr<WeaponsFocus> weaponsFocus_;
  std::unique_ptr<CharactersFocus> charactersFocus_;
  std::unique_ptr<MonstersFocus> monstersFocus_;
  std::unique_ptr<SoundCuesFocus> soundCuesFocus_;
  MessageLog log_;
  DiskState disk_;
  GraphStore* graphs_ = nullptr;  // a child QObject; created before the first project
  TilesetStore* tilesets_ = nullptr;  // likewise
};

}  // namespace sw::editor
