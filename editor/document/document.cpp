#include "document/document.h"

#include <QDir>
#include <algorithm>
#include <QFileInfo>
#include <QSignalBlocker>
#include <filesystem>
#include <optional>

#include "core/file_transaction.h"
#include "document/document_files.h"
#include "document/focus/project_focus.h"
#include "document/focus/selection_focus.h"
#include "model/level/object_id_set.h"
#include "document/commands/relink_references.h"
#include "model/level/level_object_cast.h"
#include "model/level/objects_of.h"
#include "model/io/project_io.h"
#include "model/project/project_templates.h"
#include "model/validate/validate.h"

namespace sw::editor {

namespace {

// Notes (an external asset) are information, never a warning or an error in the Log.
LogEntry::Severity logSeverity(sw::ProblemSeverity severity, LogEntry::Severity errorSeverity) {
  switch (severity) {
    case sw::ProblemSeverity::Error: return errorSeverity;
    case sw::ProblemSeverity::Warning: return LogEntry::Severity::Warning;
    case sw::ProblemSeverity::Note: break;
  }
  return LogEntry::Severity::Info;
}

}  // namespace

Document::Document(QObject* parent) : QObject(parent) {
  connect(&undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
  // One focus: whoever picks something takes it, and the one it was taken from drops its
  // own pick (edit_focus.h); nothing here knows which picks exist besides its own.
  selectionFocus_ = new SelectionFocus(this);
  tileDefFocus_ = std::make_unique<TileDefFocus>(this);
  enemyFocus_ = std::make_unique<EnemyFocus>(this);
  weaponsFocus_ = std::make_unique<WeaponsFocus>(this);
  charactersFocus_ = std::make_unique<CharactersFocus>(this);
  monstersFocus_ = std::make_unique<MonstersFocus>(this);
  soundCuesFocus_ = std::make_unique<SoundCuesFocus>(this);
  focus_.setFallback(selectionFocus_);
  graphs_ = new GraphStore(this);
  tilesets_ = new TilesetStore(this);
  newProject();
}

Document::~Document() {
  // The undo stack clears itself last and tells its listeners (the Edit menu reads the
  // focus then): by that time the focus's owners are gone, so nobody may hear it.
  undo_.blockSignals(true);
  focus_.blockSignals(true);
}

void Document::newProject() {
  auto project = std::make_unique<sw::Project>();
  project->name = tr("Untitled").toStdString();
  auto level = std::make_unique<sw::Level>();
  level->name = tr("Level 1").toStdString();
  level->file = sw::levelFileFor(*project, level->name);
  project->levels.push_back(std::move(level));
  replaceProject(std::move(project));
}

sw::Status Document::newProject(const QString& folder, const QString& templateId, const QString& name) {
  auto created = sw::createProjectFromTemplate(QDir::cleanPath(folder).toStdString(), templateId.toStdString(),
                                               name.trimmed().toStdString());
  if (!created) {
    log_.addError(created.error());
    return created.error();
  }
  const sw::Errors errors = open(QString::fromStdString(*created));
  if (!errors.empty()) return errors.front();
  return {};
}

sw::Errors Document::open(const QString& path) {
  auto load = sw::loadProject(QDir::cleanPath(path).toStdString());
  if (!load.project) {
    log_.add(LogEntry::Severity::Error, tr("Could not open %1").arg(path));
    log_.addErrors(load.errors);
    return load.errors;
  }
  replaceProject(std::move(load.project), true);
  log_.info(tr("Opened %1").arg(projectFile()));
  log_.addErrors(load.leftOut);                          // graph files that are links out of the folder
  if (project_->formatVersionRead < sw::kFormatVersion)  // a team mate's older build must not be surprised
    log_.add(LogEntry::Severity::Warning,
             tr("File format %1: saving upgrades it to format %2, which older Scrollwork builds cannot open")
                 .arg(project_->formatVersionRead)
                 .arg(sw::kFormatVersion),
             projectFile());
  // Broken references do not stop a project from opening: report them and go on.
  brokenAtOpen_ = 0;
  for (const sw::Problem& problem : projectProblems(this)) {
    log_.addError(problem.toError(), logSeverity(problem.severity, LogEntry::Severity::Warning));
    brokenAtOpen_ += problem.isBrokenReference();
  }
  return {};
}

int Document::checkProject() {
  // The same list the Broken References dialog shows, with the tilesets as edited (an
  // image relinked but not saved yet counts as relinked).
  const sw::Problems problems = projectProblems(this);
  const QString name = QString::fromStdString(project_->name);
  if (problems.empty()) {
    log_.info(tr("Check: no problems in %1").arg(name));
    return 0;
  }
  int errors = 0, warnings = 0, broken = 0;
  for (const sw::Problem& p : problems) {
    errors += p.severity == sw::ProblemSeverity::Error;
    warnings += p.severity == sw::ProblemSeverity::Warning;
    broken += p.isBrokenReference();
  }
  const int notes = int(problems.size()) - errors - warnings;
  QString summary = tr("Check: %n error(s)", nullptr, errors) + QStringLiteral(", ") +
                    tr("%n warning(s)", nullptr, warnings) + QStringLiteral(" in %1").arg(name);
  if (broken)
    summary += QStringLiteral("; ") + tr("%n broken reference(s): File > Broken References", nullptr, broken);
  if (notes) summary += QStringLiteral("; ") + tr("%n external asset(s)", nullptr, notes);
  log_.add(errors ? LogEntry::Severity::Error : warnings ? LogEntry::Severity::Warning : LogEntry::Severity::Info,
           summary);
  for (const sw::Problem& p : problems) log_.addError(p.toError(), logSeverity(p.severity, LogEntry::Severity::Error));
  return int(problems.size());
}

sw::Status Document::save() {
  if (!hasFolder()) return sw::Error{"", "", tr("The project has no folder yet; use Save As").toStdString()};
  // Every file of the project in one transaction (graphs and tilesets first, project.json
  // last): a failure half-way (disk full, no permission) leaves all of them as they were,
  // and the error names the file at fault. The project hears of the save only once it is done.
  sw::FileTransaction files;
  sw::Status status;
  auto writes = sw::projectFiles(*project_);
  if (!writes) {
    status = writes.error();
  } else {
    for (auto& file : *writes) files.write(std::move(file));
    // A file changed on disk since it was read is never overwritten without asking.
    if (auto refused = disk_.refuseOverwrite(files.files())) status = *refused;
    else status = files.commit();
  }
  if (!status) {
    log_.addError(status.error());
    return status;
  }
  sw::markSaved(*project_);
  rememberSavedFiles(*this, files.files());
  undo_.setClean();
  log_.info(tr("Saved %1").arg(projectFile()));
  emit saved();
  return status;
}

sw::Status Document::saveAs(const QString& folder) {
  namespace fs = std::filesystem;
  const fs::path target = fs::absolute(folder.toStdString()).lexically_normal();
  const std::string oldDirectory = project_->directory;
  std::error_code ec;
  const bool folderIsNew = !fs::exists(target, ec);
  fs::create_directories(target, ec);
  if (ec) return sw::Error{target.string(), "", tr("cannot create the folder: %1").arg(ec.message().c_str()).toStdString()};
  // A failed Save As takes back what it added, so the target folder is as it was.
  std::vector<fs::path> copied;
  auto takeBack = [&] {
    std::error_code ignored;
    for (const auto& path : copied) fs::remove_all(path, ignored);
    if (folderIsNew) fs::remove(target, ignored);  // only if empty
  };
  if (!oldDirectory.empty() && fs::path(oldDirectory) != target) {
    for (const auto& sub : project_->assetFolders) {
      fs::path from = fs::path(oldDirectory) / sub;
      if (!fs::is_directory(from, ec) || fs::exists(target / sub, ec)) continue;
      copied.push_back(target / sub);
      fs::copy(from, target / sub, fs::copy_options::recursive, ec);
      if (ec) {
        takeBack();
        return sw::Error{(target / sub).string(), "", "cannot copy assets: " + ec.message()};
      }
    }
  }
  project_->directory = target.string();
  // The first save names a project nobody named yet after its folder ("myproj", not
  // "Untitled"): that is the name a person gave it by choosing the folder.
  const std::string oldName = project_->name;
  const bool unnamed =
      oldDirectory.empty() && (oldName == tr("Untitled").toStdString() || oldName == sw::Project().name);
  if (unnamed && target.has_filename()) project_->name = target.filename().string();
  auto status = save();
  if (!status) {
    project_->directory = oldDirectory;
    project_->name = oldName;
    takeBack();
  }
  return status;
}

QString Document::projectFile() const {
  if (!hasFolder()) return {};
  return QDir(QString::fromStdString(project_->directory)).filePath(sw::kProjectFileName);
}

const sw::Level* Document::level() const {
  if (levelIndex_ < 0 || levelIndex_ >= int(project_->levels.size())) return nullptr;
  return project_->levels[std::size_t(levelIndex_)].get();
}

void Document::setLevelIndex(int index) {
  if (index == levelIndex_ || index < 0 || index >= int(project_->levels.size())) return;
  levelIndex_ = index;
  selection_.clear();
  chainSeenLevel_ = nullptr;  // the next structure change tells chain views too
  emit levelSwitched();
}

QSet<ObjectId> Document::objectIds() const {
  QSet<ObjectId> ids;
  if (auto* l = level()) {
    ids.reserve(qsizetype(l->objectCount()));
    l->forEachObject([&](sw::LevelObject& o) { ids.insert(o.id); });
  }
  return ids;
}

void Document::setCurrentTileDef(const sw::TileDef* def) {
  const bool changed = def != currentTileDef_;
  currentTileDef_ = def;
  if (def && (changed || !focus_.holds(tileDefFocus_.get()))) focus_.take(tileDefFocus_.get());
  if (!def) focus_.release(tileDefFocus_.get());
  if (changed) emit currentTileDefChanged();
}

void Document::setCurrentEnemyType(const sw::EnemyType* type, const sw::EnemyState* state) {
  if (!type) state = nullptr;
  const bool changed =
      type != currentEnemyType_ || state != currentEnemyState_ || !currentEnemyParts_.empty();
  currentEnemyType_ = type;
  currentEnemyState_ = state;
  currentEnemyParts_.clear();
  if (type && (changed || !focus_.holds(enemyFocus_.get()))) focus_.take(enemyFocus_.get());
  if (!type) focus_.release(enemyFocus_.get());
  if (changed) emit currentEnemyTypeChanged();
}

void Document::setCurrentEnemyParts(const sw::EnemyType* type, std::vector<const sw::EnemyPart*> parts) {
  if (!type || parts.empty()) {
    setCurrentEnemyType(type);
    return;
  }
  const bool changed = type != currentEnemyType_ || currentEnemyState_ || parts != currentEnemyParts_;
  currentEnemyType_ = type;
  currentEnemyState_ = nullptr;
  currentEnemyParts_ = std::move(parts);
  if (changed || !focus_.holds(enemyFocus_.get())) focus_.take(enemyFocus_.get());
  if (changed) emit currentEnemyTypeChanged();
}

void Document::setCurrentWeapons(std::vector<const sw::WeaponType*> weapons) {
  const bool changed = weapons != currentWeapons_;
  currentWeapons_ = std::move(weapons);
  const bool any = !currentWeapons_.empty();
  if (any && (changed || !focus_.holds(weaponsFocus_.get()))) focus_.take(weaponsFocus_.get());
  if (!any) focus_.release(weaponsFocus_.get());
  if (changed) emit currentWeaponsChanged();
}

void Document::notifyWeaponsChanged() {
  // Removed weapons are kept alive by their commands: comparing pointers is safe here.
  std::vector<const sw::WeaponType*> kept;
  for (const sw::WeaponType* w : currentWeapons_)
    for (const auto& own : project_->weapons)
      if (own.get() == w) kept.push_back(w);
  if (kept != currentWeapons_) setCurrentWeapons(std::move(kept));
  emit weaponsChanged();
}

void Document::setCurrentCharacters(std::vector<const sw::CharacterType*> characters) {
  const bool changed = characters != currentCharacters_;
  currentCharacters_ = std::move(characters);
  const bool any = !currentCharacters_.empty();
  if (any && (changed || !focus_.holds(charactersFocus_.get()))) focus_.take(charactersFocus_.get());
  if (!any) focus_.release(charactersFocus_.get());
  if (changed) emit currentCharactersChanged();
}

void Document::notifyCharactersChanged() {
  // Removed characters are kept alive by their commands: comparing pointers is safe here.
  std::vector<const sw::CharacterType*> kept;
  for (const sw::CharacterType* c : currentCharacters_)
    for (const auto& own : project_->characters)
      if (own.get() == c) kept.push_back(c);
  if (kept != currentCharacters_) setCurrentCharacters(std::move(kept));
  emit charactersChanged();
}

void Document::setCurrentMonsters(std::vector<const sw::MonsterType*> monsters) {
  const bool changed = monsters != currentMonsters_;
  currentMonsters_ = std::move(monsters);
  const bool any = !currentMonsters_.empty();
  if (any && (changed || !focus_.holds(monstersFocus_.get()))) focus_.take(monstersFocus_.get());
  if (!any) focus_.release(monstersFocus_.get());
  if (changed) emit currentMonstersChanged();
}

void Document::notifyMonstersChanged() {
  // Removed monster types are kept alive by their commands: comparing pointers is safe here.
  std::vector<const sw::MonsterType*> kept;
  for (const sw::MonsterType* m : currentMonsters_)
    for (const auto& own : project_->monsters)
      if (own.get() == m) kept.push_back(m);
  if (kept != currentMonsters_) setCurrentMonsters(std::move(kept));
  emit monstersChanged();
}

void Document::setCurrentSoundCues(std::vector<const sw::SoundCue*> cues) {
  const bool changed = cues != currentSoundCues_;
  currentSoundCues_ = std::move(cues);
  const bool any = !currentSoundCues_.empty();
  if (any && (changed || !focus_.holds(soundCuesFocus_.get()))) focus_.take(soundCuesFocus_.get());
  if (!any) focus_.release(soundCuesFocus_.get());
  if (changed) emit currentSoundCuesChanged();
}

void Document::notifySoundCuesChanged() {
  // Removed cues are kept alive by their commands: comparing pointers is safe here.
  std::vector<const sw::SoundCue*> kept;
  for (const sw::SoundCue* c : currentSoundCues_)
    for (const auto& own : project_->soundCues)
      if (own.get() == c) kept.push_back(c);
  if (kept != currentSoundCues_) setCurrentSoundCues(std::move(kept));
  emit soundCuesChanged();
}

void Document::notifyEnemyTypesChanged() {
  // Commands keep removed types, states and parts alive, so the pointers are still safe
  // to compare here; after this they are never used again.
  sw::EnemyType* type = nullptr;
  for (const auto& t : project_->enemyTypes)
    if (t.get() == currentEnemyType_) type = t.get();
  sw::EnemyState* state = nullptr;
  std::vector<const sw::EnemyPart*> parts;
  if (type) {
    auto findState = [&](const std::vector<std::unique_ptr<sw::EnemyState>>& states) {
      for (const auto& s : states)
        if (s.get() == currentEnemyState_) state = s.get();
    };
    findState(type->states);
    for (const auto& p : type->parts) findState(p->states);
    for (const sw::EnemyPart* picked : currentEnemyParts_)
      for (const auto& p : type->parts)
        if (p.get() == picked) parts.push_back(picked);
  }
  if (type != currentEnemyType_ || state != currentEnemyState_ || parts != currentEnemyParts_) {
    // A state or part gone but its type kept: the type (or the parts left) is edited now.
    if (type && !parts.empty())
      setCurrentEnemyParts(type, std::move(parts));
    else if (type)
      setCurrentEnemyType(type, state);
    else setCurrentEnemyType(nullptr);
  }
  emit enemyTypesChanged();
}

void Document::notifyLevelsChanged(const sw::Level* shownBefore, const sw::Level* show) {
  const auto& levels = project_->levels;
  auto indexOf = [&](const sw::Level* level) {
    for (std::size_t i = 0; i < levels.size(); ++i)
      if (level && levels[i].get() == level) return int(i);
    return -1;
  };
  int index = indexOf(show);
  if (index < 0) index = indexOf(shownBefore);
  if (index < 0) index = std::min(levelIndex_, int(levels.size()) - 1);
  // The current tile definition and enemy type are the project's, not the level's: kept.
  const sw::Level* now = index >= 0 ? levels[std::size_t(index)].get() : nullptr;
  const bool switched = now != shownBefore || index != levelIndex_;
  levelIndex_ = index;
  if (switched) {
    selection_.clear();
    chainSeenLevel_ = nullptr;  // the next structure change tells chain views too
    emit levelSwitched();
  }
  emit levelsChanged();
}

bool Document::touchesChain(const QVector<ObjectId>& ids) const {
  auto* l = level();
  if (!l || ids.isEmpty()) return true;
  for (const sw::LevelObject* o : sw::objectsOf(*l, ids)) {
    if (!o || sw::objectCast<const sw::TileInstance*>(o) || sw::objectCast<const sw::Loop*>(o)) return true;
  }
  return false;
}

void Document::notifyTileDefsChanged() {
  // Commands keep removed definitions alive, so the pointer is safe to compare here.
  if (currentTileDef_) {
    bool present = false;
    for (const auto& def : project_->tileDefs) present = present || def.get() == currentTileDef_;
    if (!present) setCurrentTileDef(nullptr);
  }
  emit tileDefsChanged();
}

void Document::notifyObjectsChanged(const QVector<ObjectId>& ids) {
  if (touchesChain(ids)) emit chainChanged();
  emit objectsChanged(ids);
}

bool Document::changeMayTouch(std::initializer_list<std::string_view> keys) const {
  if (changedKeys_.empty()) return true;
  for (std::string_view key : keys)
    if (std::find(changedKeys_.begin(), changedKeys_.end(), key) != changedKeys_.end()) return true;
  return false;
}

bool Document::changeTouchesOnly(std::initializer_list<std::string_view> keys) const {
  if (changedKeys_.empty()) return false;
  for (const std::string& changed : changedKeys_)
    if (std::find(keys.begin(), keys.end(), std::string_view(changed)) == keys.end()) return false;
  return true;
}

void Document::notifyEdited(const std::vector<sw::Describable*>& objects, std::vector<std::string> keys) {
  // Known to listeners for the duration of the signals below (nested reports restore it).
  struct KeysFor {
    std::vector<std::string>& slot;
    std::vector<std::string> saved;
    KeysFor(std::vector<std::string>& s, std::vector<std::string> now) : slot(s), saved(std::exchange(s, std::move(now))) {}
    ~KeysFor() { slot = std::move(saved); }
  } keysFor(changedKeys_, std::move(keys));
  bool tileDefs = false, enemyTypes = false, levelItself = false, levels = false, weapons = false,
       characters = false, monsters = false, soundCues = false, rules = false, effects = false;
  const sw::Level* current = level();
  // Objects of other levels change too (a rename's references), but nobody shows them:
  // only those the current level holds are reported, looked up below all at once.
  std::vector<const sw::LevelObject*> levelObjects;
  QVector<ObjectId> asked;
  for (auto* object : objects) {
    if (auto* o = sw::levelObjectCast(object)) {
      if (!current) continue;
      levelObjects.push_back(o);
      asked.push_back(o->id);
    } else if (dynamic_cast<sw::TileDef*>(object)) {
      tileDefs = true;
    } else if (dynamic_cast<sw::EnemyType*>(object) || dynamic_cast<sw::EnemyState*>(object) ||
               dynamic_cast<sw::EnemyPart*>(object)) {
      enemyTypes = true;
    } else if (dynamic_cast<sw::WeaponType*>(object)) {
      weapons = true;
    } else if (dynamic_cast<sw::CharacterType*>(object)) {
      characters = true;
    } else if (dynamic_cast<sw::MonsterType*>(object)) {
      monsters = true;
    } else if (dynamic_cast<sw::ParticleEffect*>(object) || dynamic_cast<sw::Emitter*>(object)) {
      effects = true;
    } else if (dynamic_cast<sw::SoundCue*>(object)) {
      soundCues = true;
    } else if (object == &project_->rules) {
      rules = true;
    } else if (object == current || object == project_.get()) {
      levelItself = true;
      levels = levels || object == current;  // a rename shows in level lists
    } else if (dynamic_cast<sw::Level*>(object)) {
      levels = true;
    }
  }
  QVector<ObjectId> ids;
  std::size_t at = 0;
  if (current)
    for (const sw::LevelObject* found : sw::objectsOf(*current, asked))
      if (found == levelObjects[at++]) ids.push_back(found->id);
  if (levels) emit levelsChanged();
  if (tileDefs) notifyTileDefsChanged();
  if (enemyTypes) notifyEnemyTypesChanged();
  if (weapons) notifyWeaponsChanged();
  if (characters) notifyCharactersChanged();
  if (monsters) notifyMonstersChanged();
  if (effects) notifyEffectsChanged();
  if (soundCues) notifySoundCuesChanged();
  if (rules) emit gameRulesChanged();
  if (levelItself) notifyObjectsChanged({});
  if (!ids.isEmpty()) notifyObjectsChanged(ids);
}

void Document::notifyStructureChanged() {
  const sw::Level* current = level();
  if (!selection_.isEmpty()) {
    // One table of what exists (findById would rebuild its index at every id found gone).
    const std::optional<sw::ObjectIdSet> existing =
        current ? std::optional<sw::ObjectIdSet>(std::in_place, *current) : std::nullopt;
    selection_.removeMissing([&existing](ObjectId id) { return existing && existing->contains(id); });
  }
  // Adding or removing free objects (25,000 of them on an undo) leaves the chain as it was.
  std::vector<ObjectId> chain = current ? sw::chainSignature(*current) : std::vector<ObjectId>{};
  const bool chainToo = current != chainSeenLevel_ || chain != chainSeen_;
  chainSeenLevel_ = current;
  chainSeen_ = std::move(chain);
  if (chainToo) emit chainChanged();
  emit structureChanged();
}

void Document::replaceProject(std::unique_ptr<sw::Project> project, bool readFromDisk) {
  selection_.clear();
  undo_.clear();
  currentTileDef_ = nullptr;
  currentEnemyType_ = nullptr;
  currentEnemyState_ = nullptr;
  currentEnemyParts_.clear();
  currentWeapons_.clear();
  currentCharacters_.clear();
  currentMonsters_.clear();
  currentSoundCues_.clear();
  // The old project lives until every view has heard projectReset: views handle it in
  // connection order, and one that redraws before being handed the new level (the
  // scrubber asks the viewport for a preview tick) must still read valid memory.
  std::unique_ptr<sw::Project> previous = std::move(project_);
  {
    // Before the old project goes: views still holding pointers into it until they see
    // projectReset must not find its memory reused by the snippet library already.
    project_ = std::move(project);
    const QSignalBlocker quiet(graphs_);  // announced after projectReset (see announceReset)
    graphs_->reset();
    const QSignalBlocker quietTilesets(tilesets_);
    tilesets_->reset();
  }
  levelIndex_ = project_->levels.empty() ? -1 : 0;
  chainSeenLevel_ = nullptr;
  focus_.reset();  // every pick was dropped above: the new project's level is edited
  undo_.setClean();
  rememberDocumentFiles(*this, readFromDisk);
  emit projectReset();
  graphs_->announceReset();
  tilesets_->announceReset();
  emit modifiedChanged(false);
}

}  // namespace sw::editor
