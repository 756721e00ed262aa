#include "cli/cli_commands.h"

#include <QCoreApplication>
#include <map>

#include "cli/bench_sim_command.h"
#include "cli/cli_text.h"
#include "cli/compare_trails_command.h"
#include "cli/export_game_command.h"
#include "cli/graph_codegen_command.h"
#include "cli/import_mesh_command.h"
#include "cli/import_tileset_command.h"
#include "cli/suggest_nav_command.h"
#include "cli/import_tmx_command.h"
#include "cli/net_commands.h"
#include "cli/new_command.h"
#include "cli/run_command.h"
#include "cli/test_command.h"
#include "model/project/asset_kind.h"
#include "model/validate/problems.h"
#include "model/io/project_io.h"
#include "model/validate/validate.h"

namespace sw::cli {

namespace {
// Loads or prints why not (on err) and returns nullptr.
std::unique_ptr<sw::Project> load(const QString& path, QTextStream& err) {
  auto result = sw::loadProject(path.toStdString());
  if (!result.project) printErrors(result.errors, err);
  return std::move(result.project);
}
}  // namespace

QString usage() {
  return Text::tr("Usage: scrollwork-cli <command> [arguments]\n"
            "\n"
            "Commands:\n"
            "  new DIR [--template empty|shooter|platformer] [--name NAME]\n"
            "                     make a project in DIR (new or empty) from a template; 'shooter' and 'platformer' play at once\n"
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
            "  suggest-nav PROJECT --level NAME --character NAME [--spacing N]\n"
            "                     add a suggested pathing graph to a free level: nav nodes on what the\n"
            "                     character can walk, links where it can walk, jump, fall or grip\n"
            "  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]\n"
            "                     play a level headless; prints 'ticks', 'hash' (of the whole state),\n"
            "                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,\n"
            "                     --record writes the inputs used (format: README, 'Input recordings')\n"
            "                     [--hash-trail FILE [--dump-at TICK]] writes the hash after every tick\n"
            "                     (and every entity's state after TICK) for compare-trails;\n"
            "                     [--game] plays the whole game from the level on (without --level: the\n"
            "                     game's first): results screens, the next levels, the ships carried over\n"
            "  export-game PROJECT --out DIR [--replace]\n"
            "                     write DIR: the player and the game's content (only what it uses) in one\n"
            "                     checked archive, to run without the editor (DIR/run.sh, DIR/README.txt)\n"
            "  test PROJECT [--update [--trail]]\n"
            "                     run the replay tests in PROJECT/tests (NAME.inputs + NAME.expect.json);\n"
            "                     one PASS/FAIL line each, exit status 1 on a failure; --update rewrites\n"
            "                     their expected hashes, ticks and trails (--trail: add trails)\n"
            "  compare-trails A B [--dump]\n"
            "                     name the first tick where two hash trails differ (exit 1; 0 when they\n"
            "                     match); --dump lists the entities and fields that differ there\n"
            "  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]\n"
            "                     time the simulation on a generated stress level; prints tick_us_median,\n"
            "                     tick_us_p99, allocs_per_tick and the live counts it reached\n"
            "  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]\n"
            "                     the same on a platformer level: moving platforms and doors pushing\n"
            "                     crates and characters; prints the same figures and crushes_per_second\n"
            "  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]\n"
            "                     the same with monsters planning and walking routes on a pathing graph;\n"
            "                     prints the same figures and routes_planned_per_second\n"
            "  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]\n"
            "                     print the GLSL generated from a texture graph (*.graph.json); --stage\n"
            "                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML\n"
            "\n"
            "Options:\n"
            "  --version          print the version\n"
            "  --help             print this help\n"
            "\n"
            "PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.\n") +
         netUsage();
}

// The project's problem list (model/validate/problems.h), as the editor's Check Project shows it.
// Warnings (what loads but silently does nothing) are printed as "file: where: warning:
// message" and do not fail validation; errors do. Notes (an asset outside the project
// folder) are printed as "note: message" and fail nothing.
int validate(const QString& projectPath, QTextStream& out, QTextStream& err) {
  auto result = sw::loadProject(projectPath.toStdString());
  sw::Errors errors = result.errors, warnings, notes;
  if (result.project) {
    for (const sw::Problem& p : sw::projectProblems(*result.project))
      (p.severity == sw::ProblemSeverity::Error     ? errors
       : p.severity == sw::ProblemSeverity::Warning ? warnings
                                                    : notes)
          .push_back(p.toError());
  }
  printErrors(errors, out);
  for (sw::Error& w : warnings) w.message = "warning: " + w.message;
  printErrors(warnings, out);
  for (sw::Error& n : notes) n.message = "note: " + n.message;
  printErrors(notes, out);
  if (!errors.empty()) {
    err << Text::tr("%1 problem(s) found").arg(errors.size()) << '\n';
    return 1;
  }
  if (!warnings.empty()) err << Text::tr("%1 warning(s), no errors").arg(warnings.size()) << '\n';
  return 0;
}

int resave(const QString& projectPath, QTextStream& out, QTextStream& err) {
  auto project = load(projectPath, err);
  if (!project) return 1;
  auto status = sw::saveProject(*project);
  if (!status) {
    err << QString::fromStdString(status.error().toString()) << '\n';
    return 1;
  }
  out << Text::tr("saved %1").arg(QString::fromStdString(project->directory)) << '\n';
  return 0;
}

int info(const QString& projectPath, QTextStream& out, QTextStream& err) {
  auto project = load(projectPath, err);
  if (!project) return 1;
  std::size_t instances = 0;
  std::map<std::string, int> objectKinds;
  for (const auto& kind : sw::freeObjectKinds()) objectKinds[kind] = 0;
  for (const auto& level : project->levels) {
    instances += level->chain.size();
    for (const auto& o : level->objects) ++objectKinds[o->kind()];
  }
  out << "name: " << QString::fromStdString(project->name) << '\n';
  out << "levels: " << project->levels.size() << '\n';
  out << "tile_definitions: " << project->tileDefs.size() << '\n';
  out << "enemy_types: " << project->enemyTypes.size() << '\n';
  if (!project->soundCues.empty()) out << "sound_cues: " << project->soundCues.size() << '\n';
  out << "tile_instances: " << instances << '\n';
  for (const auto& [kind, count] : objectKinds) out << "objects." << QString::fromStdString(kind) << ": " << count << '\n';
  for (const auto& [kind, count] : sw::countAssets(*project))
    out << "assets." << QString::fromStdString(kind) << ": " << count << '\n';
  return 0;
}

int run(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  if (arguments.isEmpty() || arguments[0] == QLatin1String("--help") || arguments[0] == QLatin1String("-h") ||
      arguments[0] == QLatin1String("help")) {
    (arguments.isEmpty() ? err : out) << usage();
    return arguments.isEmpty() ? 1 : 0;
  }
  if (arguments[0] == QLatin1String("--version") || arguments[0] == QLatin1String("-v")) {
    out << "scrollwork-cli " << QCoreApplication::applicationVersion() << '\n';
    return 0;
  }
  const QString command = arguments[0];
  // Commands with options of their own.
  if (command == QLatin1String("new")) return newCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("import-mesh")) return importMeshCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("import-tileset")) return importTilesetCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("import-tmx")) return importTmxCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("suggest-nav")) return suggestNavCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("graph-codegen")) return graphCodegenCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("export-game")) return exportGameCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("run")) return runCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("test")) return testCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("compare-trails")) return compareTrailsCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("bench-sim")) return benchSimCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("net-sim")) return netSimCommand(arguments.mid(1), out, err);
  if (command == QLatin1String("net-relay")) return netRelayCommand(arguments.mid(1), out, err);
  using Handler = int (*)(const QString&, QTextStream&, QTextStream&);
  const std::map<QString, Handler> commands{{QStringLiteral("validate"), validate},
                                            {QStringLiteral("resave"), resave},
                                            {QStringLiteral("info"), info}};
  auto it = commands.find(command);
  if (it == commands.end()) {
    err << Text::tr("unknown command '%1'").arg(command) << "\n\n" << usage();
    return 1;
  }
  if (arguments.size() != 2) {
    err << Text::tr("'%1' takes exactly one PROJECT argument").arg(command) << "\n\n" << usage();
    return 1;
  }
  return it->second(arguments[1], out, err);
}

}  // namespace sw::cli
