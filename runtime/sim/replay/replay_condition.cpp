#include "sim/replay/replay_condition.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <functional>
#include <sstream>

#include "core/expression.h"
#include "core/text_lines.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

// What a condition reads (outside the anonymous namespace: ReplayCondition::Node holds one).
enum class ReplayLeaf : std::uint8_t {
  Tick,
  Score,
  Lives,
  PlayerScore,
  PlayerLives,
  PlayerAlive,
  PlayerOut,
  PlayerHits,
  PlayerMultiplier,
  EnemiesAlive,
  TypeAlive,
  TypeHealth,
  SpawnHealth,
  SpawnAlive,
  SpawnFired,
  SpawnLaunched,
  SpawnDestroyed,
  TriggerFired,
  WaveCleared,
  LevelFinished,
  GameOver,
  GameWon,
  GameLevel,
  Platformer,  // a character's or a puzzle piece's value, read by name (sim/platformer)
};

namespace {

// What the language reads of a shooter level; a level of another kind has none of it.
const std::vector<Player>& playersOf(const RuntimeLevel& level) {
  static const std::vector<Player> none;
  const auto* s = level.find<PlayerSystem>();
  return s ? s->players() : none;
}
const std::vector<Enemy>& enemiesOf(const RuntimeLevel& level) {
  static const std::vector<Enemy> none;
  const auto* s = level.find<EnemySystem>();
  return s ? s->enemies() : none;
}
const std::vector<EnemySystem::SpawnSpec>& spawnsOf(const RuntimeLevel& level) {
  static const std::vector<EnemySystem::SpawnSpec> none;
  const auto* s = level.find<EnemySystem>();
  return s ? s->spawns() : none;
}
const std::vector<std::string>& triggerNamesOf(const RuntimeLevel& level) {
  static const std::vector<std::string> none;
  const auto* s = level.find<TriggerSystem>();
  return s ? s->names() : none;
}

constexpr std::int64_t kMaxConditionTick = 1'000'000'000;

// A platformer's characters, monsters and puzzle pieces, by name: CHARACTER.x / .y / .health /
// .grounded / .active, MONSTER.x / .y / .health / .defeated / .chasing, and what the puzzles'
// own expressions read (SWITCH.on, DOOR.open ...).
std::optional<double> readPlatformer(const RuntimeLevel& level, std::string_view name, std::string_view member) {
  if (const auto* characters = level.find<CharacterSystem>())
    if (auto v = characters->read(name, member)) return v;
  if (const auto* monsters = level.find<MonsterSystem>())
    if (auto v = monsters->read(name, member)) return v;
  if (const auto* puzzles = level.find<PuzzleSystem>())
    if (auto v = puzzles->read(name, member)) return v;
  return std::nullopt;
}


// Words of `text` with their 0-based start offsets.
std::vector<std::pair<std::size_t, std::string_view>> wordsWithOffsets(std::string_view text) {
  std::vector<std::pair<std::size_t, std::string_view>> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && isBlank(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !isBlank(text[i])) ++i;
    if (i > start) out.emplace_back(start, text.substr(start, i - start));
  }
  return out;
}

std::string joinNames(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  constexpr std::size_t kShown = 12;  // a level with hundreds of spawns must not flood the message
  std::string out;
  for (std::size_t i = 0; i < names.size() && i < kShown; ++i) out += (i ? ", " : "") + names[i];
  if (names.size() > kShown) out += ", ... (" + std::to_string(names.size()) + " in all)";
  return out.empty() ? std::string("none") : out;
}

std::string shownNumber(double v) {
  std::ostringstream s;
  s.precision(10);
  s << v;
  return s.str();
}

}  // namespace

std::optional<ReplayConditionText> parseReplayCondition(std::string_view text, int* column,
                                                        std::string* problem) {
  ReplayConditionText out;
  std::string_view expression = text;
  const auto w = wordsWithOffsets(text);
  // "... by tick N" / "... at tick N": the last three words.
  if (w.size() >= 2 && w[w.size() - 2].second == "tick" && w.size() >= 3 &&
      (w[w.size() - 3].second == "by" || w[w.size() - 3].second == "at")) {
    const auto& [at, digits] = w.back();
    std::int64_t tick = -1;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), tick);
    if (ec != std::errc{} || end != digits.data() + digits.size() || tick < 0 || tick > kMaxConditionTick) {
      *column = int(at) + 1;
      *problem = "'" + std::string(digits) + "' is not a tick number (a whole number from 0 to " +
                 std::to_string(kMaxConditionTick) + ")";
      return std::nullopt;
    }
    out.when = w[w.size() - 3].second == "by" ? ReplayWhen::ByTick : ReplayWhen::AtTick;
    out.tick = tick;
    expression = text.substr(0, w[w.size() - 3].first);
  } else if (!w.empty() && (w.back().second == "tick" || (w.size() >= 2 && w[w.size() - 2].second == "by"))) {
    *column = int(w.back().first) + 1;
    *problem = "a condition ends in 'by tick N' or 'at tick N'";
    return std::nullopt;
  }
  const ExpressionCheck check = checkExpression(expression);
  if (!check) {
    *column = check.column;
    *problem = check.message;
    return std::nullopt;
  }
  out.expression = std::string(expression);
  while (!out.expression.empty() && isBlank(out.expression.back())) out.expression.pop_back();
  return out;
}

struct ReplayCondition::Node {
  enum class Kind : std::uint8_t { Constant, Value, Unary, Binary } kind = Kind::Constant;
  ExprOp op = ExprOp::Negate;
  double number = 0;
  ReplayLeaf leaf = ReplayLeaf::Tick;
  int index = -1;           // player, spawn, trigger or runtime enemy type
  std::vector<int> spawns;  // TypeHealth: the spawns of the type
  std::string label;        // "boss.health"; WaveCleared: also the wave's name in `name`
  std::string name;
  std::string member;       // Platformer: the value's member ("x", "open" ...)
  // The level whose objects the indices name: a whole game's later levels have other objects,
  // which read as 0 (the named object is not in the running level).
  std::string level;
  std::unique_ptr<Node> a, b;

  double value(const RuntimeLevel& level) const;
  double evaluate(const RuntimeLevel& level) const;
  void collect(const RuntimeLevel& level, std::vector<std::pair<std::string, double>>& out) const;
};

double ReplayCondition::Node::value(const RuntimeLevel& level) const {
  if (!this->level.empty() && this->level != level.level().name) return 0;
  const auto& players = playersOf(level);
  const auto player = [&]() -> const Player& { return players[std::size_t(index)]; };
  const auto spawn = [&]() -> const SpawnProgress& {
    return level.get<EnemySystem>().spawnProgress(std::size_t(index));
  };
  switch (leaf) {
    case ReplayLeaf::Tick:
      return double(level.ticksRun());
    case ReplayLeaf::Score: {
      double sum = 0;
      for (const Player& p : players) sum += double(p.score);
      return sum;
    }
    case ReplayLeaf::Lives: {
      double sum = 0;
      for (const Player& p : players) sum += p.lives;
      return sum;
    }
    case ReplayLeaf::PlayerScore:
      return double(player().score);
    case ReplayLeaf::PlayerLives:
      return player().lives;
    case ReplayLeaf::PlayerAlive:
      return player().alive ? 1 : 0;
    case ReplayLeaf::PlayerOut:
      return player().out ? 1 : 0;
    case ReplayLeaf::PlayerHits:
      return double(player().hits);
    case ReplayLeaf::PlayerMultiplier:
      return player().multiplier;
    case ReplayLeaf::EnemiesAlive: {
      double n = 0;
      for (const auto& e : enemiesOf(level)) n += !e.died;
      return n;
    }
    case ReplayLeaf::TypeAlive: {
      double n = 0;
      for (const auto& e : enemiesOf(level)) n += !e.died && e.type == index;
      return n;
    }
    case ReplayLeaf::TypeHealth: {
      double sum = 0;
      for (int s : spawns) sum += double(std::max<std::int64_t>(0, level.get<EnemySystem>().spawnProgress(std::size_t(s)).health));
      return sum;
    }
    case ReplayLeaf::SpawnHealth:
      return double(std::max<std::int64_t>(0, spawn().health));
    case ReplayLeaf::SpawnAlive:
      return double(spawn().alive);
    case ReplayLeaf::SpawnFired:
      return spawn().fired ? 1 : 0;
    case ReplayLeaf::SpawnLaunched:
      return double(spawn().launched);
    case ReplayLeaf::SpawnDestroyed: {
      // Every ship of it destroyed by the players (one that left does not count).
      const std::int64_t ships = std::max<std::int64_t>(level.get<EnemySystem>().spawn(std::size_t(index)).spec.count, 1);
      return spawn().fired && spawn().destroyed >= ships ? 1 : 0;
    }
    case ReplayLeaf::TriggerFired:
      return level.get<TriggerSystem>().fired(std::size_t(index)) ? 1 : 0;
    case ReplayLeaf::WaveCleared:
      return level.get<EnemySystem>().waveCleared(name) ? 1 : 0;
    case ReplayLeaf::LevelFinished:
      return level.levelFinished() ? 1 : 0;
    case ReplayLeaf::GameOver:
      return level.gameOver() ? 1 : 0;
    case ReplayLeaf::GameWon:
      return level.gameWon() ? 1 : 0;
    case ReplayLeaf::GameLevel:
      return double(level.wholeGame() ? level.progress().position + 1 : 1);
    case ReplayLeaf::Platformer:
      return readPlatformer(level, name, member).value_or(0);
  }
  return 0;
}

double ReplayCondition::Node::evaluate(const RuntimeLevel& level) const {
  switch (kind) {
    case Kind::Constant:
      return number;
    case Kind::Value:
      return value(level);
    case Kind::Unary: {
      const double x = a->evaluate(level);
      return op == ExprOp::Negate ? -x : (x != 0 ? 0 : 1);
    }
    case Kind::Binary:
      break;
  }
  // and/or short-circuit like the trigger conditions; NaN compares false everywhere.
  const double x = a->evaluate(level);
  if (op == ExprOp::And) return x != 0 && b->evaluate(level) != 0 ? 1 : 0;
  if (op == ExprOp::Or) return x != 0 || b->evaluate(level) != 0 ? 1 : 0;
  const double y = b->evaluate(level);
  switch (op) {
    case ExprOp::Equal:
      return x == y;
    case ExprOp::NotEqual:
      return x != y;
    case ExprOp::Less:
      return x < y;
    case ExprOp::LessEqual:
      return x <= y;
    case ExprOp::Greater:
      return x > y;
    case ExprOp::GreaterEqual:
      return x >= y;
    case ExprOp::Add:
      return x + y;
    case ExprOp::Subtract:
      return x - y;
    case ExprOp::Multiply:
      return x * y;
    case ExprOp::Divide:
      return x / y;
    case ExprOp::Modulo:
      return std::fmod(x, y);
    default:
      return 0;
  }
}

void ReplayCondition::Node::collect(const RuntimeLevel& level,
                                    std::vector<std::pair<std::string, double>>& out) const {
  if (kind == Kind::Value) {
    for (const auto& [l, v] : out)
      if (l == label) return;
    out.emplace_back(label, value(level));
  }
  if (a) a->collect(level, out);
  if (b) b->collect(level, out);
}

ReplayCondition::ReplayCondition() = default;
ReplayCondition::ReplayCondition(ReplayCondition&&) noexcept = default;
ReplayCondition& ReplayCondition::operator=(ReplayCondition&&) noexcept = default;
ReplayCondition::~ReplayCondition() = default;

namespace {

using Node = std::unique_ptr<ReplayCondition::Node>;

struct Compiler {
  const RuntimeLevel& level;
  const std::vector<std::string>& enemyTypes;
  int* column;
  std::string* problem;

  template <class NodeT>
  std::unique_ptr<NodeT> fail(const ExprNode& at, std::string message) {
    *column = at.column;
    *problem = std::move(message);
    return nullptr;
  }

  int spawnIndex(std::string_view name) const {
    for (std::size_t i = 0; i < spawnsOf(level).size(); ++i)
      if (spawnsOf(level)[i].spec.name == name) return int(i);
    return -1;
  }
  int triggerIndex(std::string_view name) const {
    const std::vector<std::string>& triggers = triggerNamesOf(level);
    for (std::size_t i = 0; i < triggers.size(); ++i)
      if (triggers[i] == name) return int(i);
    return -1;
  }
  bool isWave(std::string_view name) const {
    for (const auto& s : spawnsOf(level))
      if (!s.spec.wave.empty() && s.spec.wave == name) return true;
    return false;
  }
  bool isType(std::string_view name) const {
    if (std::find(enemyTypes.begin(), enemyTypes.end(), name) != enemyTypes.end()) return true;
    for (const auto& s : spawnsOf(level))
      if (s.spec.enemyType == name) return true;
    return false;
  }
  std::string knownObjects() const {
    std::vector<std::string> names{"tick", "score", "lives", "player1", "enemies", "level", "game"};
    if (playersOf(level).size() > 1) names.push_back("player2");
    for (const auto& s : spawnsOf(level)) {
      names.push_back(s.spec.name);
      if (!s.spec.wave.empty()) names.push_back(s.spec.wave);
    }
    for (const auto& t : triggerNamesOf(level)) names.push_back(t);
    if (const auto* characters = level.find<CharacterSystem>())
      for (std::size_t i = 0; i < characters->characters().size(); ++i) names.push_back(characters->name(i));
    if (const auto* monsters = level.find<MonsterSystem>())
      for (std::size_t i = 0; i < monsters->monsters().size(); ++i) names.push_back(monsters->name(i));
    if (const auto* puzzles = level.find<PuzzleSystem>())
      for (const std::string& n : puzzles->names()) names.push_back(n);
    return joinNames(std::move(names));
  }
};

}  // namespace

std::optional<ReplayCondition> ReplayCondition::compile(const ReplayConditionText& text,
                                                        const RuntimeLevel& level,
                                                        const std::vector<std::string>& enemyTypes,
                                                        int* column, std::string* problem) {
  ExpressionParse parse = parseExpression(text.expression);
  if (!parse.check) {
    *column = parse.check.column;
    *problem = parse.check.message;
    return std::nullopt;
  }
  Compiler c{level, enemyTypes, column, problem};
  auto leaf = [&level](ReplayLeaf l, std::string label, int index = -1) {
    auto n = std::make_unique<Node>();
    n->kind = Node::Kind::Value;
    n->leaf = l;
    n->label = std::move(label);
    n->index = index;
    // Values of the level's own objects and enemies belong to the level compiled against.
    const bool ofTheLevel = l == ReplayLeaf::TypeAlive || l == ReplayLeaf::TypeHealth || l == ReplayLeaf::SpawnHealth ||
                            l == ReplayLeaf::SpawnAlive || l == ReplayLeaf::SpawnFired ||
                            l == ReplayLeaf::SpawnLaunched || l == ReplayLeaf::SpawnDestroyed ||
                            l == ReplayLeaf::TriggerFired || l == ReplayLeaf::WaveCleared || l == ReplayLeaf::Platformer;
    if (ofTheLevel) n->level = level.level().name;
    return n;
  };
  // Recursion is bounded by the expression parser's own nesting limit.
  std::function<std::unique_ptr<Node>(const ExprNode&)> build =
      [&](const ExprNode& e) -> std::unique_ptr<Node> {
    switch (e.kind) {
      case ExprNode::Kind::Number:
      case ExprNode::Kind::Bool: {
        if (e.kind == ExprNode::Kind::Number && !std::isfinite(e.number))
          return c.fail<Node>(e, "the number is too large");
        auto n = std::make_unique<Node>();
        n->number = e.kind == ExprNode::Kind::Bool ? (e.boolean ? 1 : 0) : e.number;
        return n;
      }
      case ExprNode::Kind::Unary:
      case ExprNode::Kind::Binary: {
        auto n = std::make_unique<Node>();
        n->kind = e.kind == ExprNode::Kind::Unary ? Node::Kind::Unary : Node::Kind::Binary;
        n->op = e.op;
        if (!(n->a = build(*e.children[0]))) return nullptr;
        if (n->kind == Node::Kind::Binary && !(n->b = build(*e.children[1]))) return nullptr;
        return n;
      }
      case ExprNode::Kind::Call:
        return c.fail<Node>(e, "replay conditions call no functions");
      case ExprNode::Kind::Name:
        if (e.name == "tick") return leaf(ReplayLeaf::Tick, "tick");
        if (e.name == "score") return leaf(ReplayLeaf::Score, "score");
        if (e.name == "lives") return leaf(ReplayLeaf::Lives, "lives");
        return c.fail<Node>(e, "'" + e.name +
                                   "' is not a value; use tick, score, lives or NAME.member (names: " +
                                   c.knownObjects() + ")");
      case ExprNode::Kind::Member:
        break;
    }
    // NAME.member or enemies.TYPE.member
    const ExprNode& object = *e.children[0];
    const std::string& member = e.name;
    if (object.kind == ExprNode::Kind::Member && object.children[0]->kind == ExprNode::Kind::Name &&
        object.children[0]->name == "enemies") {
      const std::string& type = object.name;
      if (!c.isType(type)) {
        std::vector<std::string> types = enemyTypes;
        return c.fail<Node>(object,
                            "no enemy type is named '" + type + "' (types: " + joinNames(types) + ")");
      }
      if (member != "alive" && member != "health")
        return c.fail<Node>(e, "enemies." + type + " has the values alive and health, not '" + member + "'");
      const std::string label = "enemies." + type + "." + member;
      if (member == "health") {
        auto n = leaf(ReplayLeaf::TypeHealth, label);
        for (std::size_t i = 0; i < spawnsOf(level).size(); ++i)
          if (spawnsOf(level)[i].spec.enemyType == type) n->spawns.push_back(int(i));
        return n;
      }
      int runtimeType = -2;  // no enemy of it can appear in this level: never matches
      for (const auto& s : spawnsOf(level))
        if (s.spec.enemyType == type) runtimeType = s.type;
      return leaf(ReplayLeaf::TypeAlive, label, runtimeType);
    }
    if (object.kind != ExprNode::Kind::Name) return c.fail<Node>(e, "'." + member + "' must follow a name");
    const std::string& name = object.name;
    const std::string label = name + "." + member;
    auto unknownMember = [&](const std::string& what, const std::string& members) {
      return c.fail<Node>(
          e, "'" + name + "' is " + what + ": its values are " + members + ", not '" + member + "'");
    };
    if (name == "player1" || name == "player2") {
      const int p = name == "player1" ? 0 : 1;
      if (std::size_t(p) >= playersOf(level).size())
        return c.fail<Node>(object, "there is no " + name + " in a " +
                                        std::to_string(playersOf(level).size()) + "-player run");
      const std::pair<const char*, ReplayLeaf> members[] = {
          {"score", ReplayLeaf::PlayerScore}, {"lives", ReplayLeaf::PlayerLives}, {"alive", ReplayLeaf::PlayerAlive},
          {"out", ReplayLeaf::PlayerOut},     {"hits", ReplayLeaf::PlayerHits},   {"multiplier", ReplayLeaf::PlayerMultiplier}};
      for (const auto& [m, l] : members)
        if (member == m) return leaf(l, label, p);
      return unknownMember("a player", "score, lives, alive, out, hits, multiplier");
    }
    if (name == "enemies") {
      if (member == "alive") return leaf(ReplayLeaf::EnemiesAlive, label);
      return unknownMember("every enemy", "alive, and enemies.TYPE.alive / enemies.TYPE.health");
    }
    if (name == "level") {
      if (member == "finished") return leaf(ReplayLeaf::LevelFinished, label);
      return unknownMember("the level", "finished");
    }
    if (name == "game") {
      if (member == "over") return leaf(ReplayLeaf::GameOver, label);
      if (member == "won") return leaf(ReplayLeaf::GameWon, label);
      if (member == "level") return leaf(ReplayLeaf::GameLevel, label);
      return unknownMember("the game", "over, won, level");
    }
    if (const int s = c.spawnIndex(name); s >= 0) {
      const std::pair<const char*, ReplayLeaf> members[] = {{"health", ReplayLeaf::SpawnHealth},
                                                      {"alive", ReplayLeaf::SpawnAlive},
                                                      {"fired", ReplayLeaf::SpawnFired},
                                                      {"launched", ReplayLeaf::SpawnLaunched},
                                                      {"destroyed", ReplayLeaf::SpawnDestroyed}};
      for (const auto& [m, l] : members)
        if (member == m) return leaf(l, label, s);
      if (member != "fired" && member != "cleared")
        return unknownMember("a spawn", "health, alive, fired, launched, destroyed");
    }
    if (const int t = c.triggerIndex(name); t >= 0 && member == "fired")
      return leaf(ReplayLeaf::TriggerFired, label, t);
    if (c.isWave(name) && member == "cleared") {
      auto n = leaf(ReplayLeaf::WaveCleared, label);
      n->name = name;
      return n;
    }
    if (readPlatformer(level, name, member)) {
      auto n = leaf(ReplayLeaf::Platformer, label);
      n->name = name;
      n->member = member;
      return n;
    }
    if (c.triggerIndex(name) >= 0) return unknownMember("a trigger", "fired");
    if (c.isWave(name)) return unknownMember("a wave", "cleared");
    return c.fail<Node>(object,
                        "nothing in the level is named '" + name + "' (names: " + c.knownObjects() + ")");
  };
  std::unique_ptr<Node> root = build(*parse.root);
  if (!root) return std::nullopt;
  ReplayCondition out;
  out.text_ = text;
  out.root_ = std::move(root);
  return out;
}

bool ReplayCondition::holds(const RuntimeLevel& level) const { return root_ && root_->evaluate(level) != 0; }

std::string ReplayCondition::values(const RuntimeLevel& level) const {
  std::vector<std::pair<std::string, double>> found;
  if (root_) root_->collect(level, found);
  std::string out;
  for (const auto& [label, v] : found) out += (out.empty() ? "" : ", ") + label + " = " + shownNumber(v);
  return out;
}

}  // namespace sw
