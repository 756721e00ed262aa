// scrollwork-player: plays a Scrollwork project with the same simulation and view as Play in
// the editor, without the editor. Run as a game (only the project, perhaps with --windowed,
// --players, --speed, --mute) it opens on the title screen (player_screens.h: options, high
// scores, saved progress); a scripted run (--inputs, --quit-after-ticks, --screenshot,
// --level, --host / --join, --continue) starts straight into its level and ends with it.
//   scrollwork-player PROJECT|GAME [--level NAME] [--players 1|2] [--speed X] [--windowed]
//                     [--quit-after-ticks N] [--screenshot FILE] [--host PORT [--spectators PORT2] |
//                     --join HOST:PORT | --spectate HOST:PORT2]  (co-op, or watching one)
//                     [--inputs RECORDING]  (a replay: its seed, players, rank and testing aids)
//                     [--continue]  (a free level: from its saved game, player_window.h)
//                     [--mute]  (no sound; SDL_AUDIODRIVER=disk renders the sound to a file)
// GAME: an exported game's folder or its game.swpak (model/io/game_export.h): the archive is
// checked and unpacked into a private temporary folder, and the game plays from there.
// Exit codes: 0 played (or quit), 1 bad arguments, project or damaged archive, 2 the level did not build.
#include <QScreen>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QCommandLineParser>
#include <QImage>
#include <QTemporaryDir>
#include <QTimer>
#include <QLocale>
#include <QTranslator>
#include <cstdio>
#include <optional>

#include "model/project/game_order.h"
#include "core/game_archive.h"
#include "model/io/game_export.h"
#include "model/io/project_io.h"
#include "player_settings.h"
#include "player_window.h"
#include "sim/runtime_level.h"
#include "play/net_play.h"
#include "play/pad_rumble.h"
#include "play/play_session.h"
#include "play/play_sound.h"
#include "view/play/play_view.h"

namespace {

struct MainText {
  Q_DECLARE_TR_FUNCTIONS(PlayerMain)
};

int fail(const QString& message) {
  std::fprintf(stderr, "scrollwork-player: %s\n", qPrintable(message));
  return 1;
}

// The game archive `path` names (a .swpak file, or a folder holding game.swpak and no
// project.json), or empty when it names a project.
QString gameArchiveOf(const QString& path) {
  const QFileInfo info(path);
  if (info.isFile() && path.endsWith(QLatin1String(sw::kGameArchiveSuffix))) return info.absoluteFilePath();
  const QDir folder(path);
  if (info.isDir() && !folder.exists(QStringLiteral("project.json")) &&
      folder.exists(QLatin1String(sw::kGameArchiveName)))
    return folder.absoluteFilePath(QLatin1String(sw::kGameArchiveName));
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  QApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Scrollwork"));
  QApplication::setApplicationName(QStringLiteral("Scrollwork Player"));
  QApplication::setApplicationVersion(QStringLiteral(SW_VERSION));
  // The editor's catalogue (translations/): the system's language, else English.
  QTranslator translator;
  if (translator.load(QLocale(), QStringLiteral("scrollwork"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
      translator.load(QStringLiteral(":/i18n/scrollwork_en.qm")))
    QApplication::installTranslator(&translator);

  QCommandLineParser parser;
  parser.setApplicationDescription(MainText::tr("Plays a level of a Scrollwork project."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("project"), MainText::tr("Project folder or project.json."));
  const QCommandLineOption levelOption(QStringLiteral("level"), MainText::tr("Level to play (default: the first)."),
                                       QStringLiteral("name"));
  const QCommandLineOption playersOption(QStringLiteral("players"), MainText::tr("One or two players (default 1)."),
                                         QStringLiteral("n"), QStringLiteral("1"));
  const QCommandLineOption speedOption(QStringLiteral("speed"), MainText::tr("Speed, 0.25 to 4 (default 1)."),
                                       QStringLiteral("x"), QStringLiteral("1"));
  const QCommandLineOption windowedOption(QStringLiteral("windowed"), MainText::tr("Play in a 1280x720 window."));
  const QCommandLineOption quitOption(QStringLiteral("quit-after-ticks"),
                                      MainText::tr("Quit after this many ticks (tests, benchmarks)."), QStringLiteral("n"));
  const QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                      MainText::tr("With --quit-after-ticks: save the last frame to this PNG."),
                                      QStringLiteral("file"));
  const QCommandLineOption hostOption(QStringLiteral("host"),
                                      MainText::tr("Host a network co-op game on this UDP port (you are player 1)."),
                                      QStringLiteral("port"));
  const QCommandLineOption joinOption(QStringLiteral("join"),
                                      MainText::tr("Join a network co-op game at HOST:PORT (you are player 2)."),
                                      QStringLiteral("host:port"));
  const QCommandLineOption spectatorsOption(
      QStringLiteral("spectators"), MainText::tr("With --host: let one spectator watch through this UDP port."),
      QStringLiteral("port"));
  const QCommandLineOption spectateOption(
      QStringLiteral("spectate"), MainText::tr("Watch a network co-op game at HOST:PORT (the host's --spectators port)."),
      QStringLiteral("host:port"));
  const QCommandLineOption inputsOption(
      QStringLiteral("inputs"),
      MainText::tr("Play this input recording back (its seed, players, rank and testing aids; its level unless --level)."),
      QStringLiteral("file"));
  const QCommandLineOption continueOption(
      QStringLiteral("continue"),
      MainText::tr("Continue a platformer level from its saved game (the last checkpoint reached)."));
  const QCommandLineOption muteOption(QStringLiteral("mute"), MainText::tr("Play without sound and music."));
  const QCommandLineOption gameOption(
      QStringLiteral("game"),
      MainText::tr("Play the whole game: from the level (default: the game's first) through the game's level order."));
  parser.addOptions({levelOption, playersOption, speedOption, windowedOption, quitOption, shotOption, hostOption,
                     joinOption, spectatorsOption, spectateOption, inputsOption, continueOption, muteOption,
                     gameOption});
  parser.process(app);

  if (parser.positionalArguments().size() != 1) return fail(MainText::tr("expected one project folder (see --help)"));
  QString projectPath = parser.positionalArguments().first();
  // An exported game: checked as a whole before any of it is read, so a damaged archive is
  // one clear message rather than a half-loaded game.
  QTemporaryDir unpacked;
  if (const QString archive = gameArchiveOf(projectPath); !archive.isEmpty()) {
    if (!unpacked.isValid()) return fail(MainText::tr("no temporary folder to unpack %1 into").arg(archive));
    const sw::Status status = sw::unpackGameArchive(archive.toStdString(), unpacked.path().toStdString());
    if (!status) return fail(QString::fromStdString(status.error().toString()));
    projectPath = unpacked.path();
  }
  sw::ProjectLoad load = sw::loadProject(projectPath.toStdString());
  for (const sw::Error& e : load.errors) std::fprintf(stderr, "scrollwork-player: %s\n", e.toString().c_str());
  if (!load.project) return fail(MainText::tr("could not open %1").arg(projectPath));
  if (load.project->levels.empty()) return fail(MainText::tr("%1 has no level").arg(projectPath));

  std::optional<sw::InputRecording> recording;
  if (parser.isSet(inputsOption)) {
    sw::Result<sw::InputRecording> loaded = sw::loadInputRecording(parser.value(inputsOption).toStdString());
    if (!loaded) return fail(QString::fromStdString(loaded.error().toString()));
    recording = std::move(*loaded);
  }
  int levelIndex = 0;
  if (parser.isSet(gameOption) && !sw::gameLevelOrder(*load.project).empty())
    levelIndex = sw::gameLevelOrder(*load.project).front();
  if (recording && !parser.isSet(levelOption))
    for (std::size_t i = 0; i < load.project->levels.size(); ++i)
      if (load.project->levels[i]->name == recording->level) levelIndex = int(i);
  if (parser.isSet(levelOption)) {
    const std::string wanted = parser.value(levelOption).toStdString();
    levelIndex = -1;
    QStringList names;
    for (std::size_t i = 0; i < load.project->levels.size(); ++i) {
      names << QString::fromStdString(load.project->levels[i]->name);
      if (load.project->levels[i]->name == wanted) levelIndex = int(i);
    }
    if (levelIndex < 0)
      return fail(MainText::tr("no level named \"%1\" (levels: %2)").arg(parser.value(levelOption), names.join(", ")));
  }
  bool ok = false;
  const int players = parser.value(playersOption).toInt(&ok);
  if (!ok || players < 1 || players > 2) return fail(MainText::tr("--players must be 1 or 2"));
  const double speed = parser.value(speedOption).toDouble(&ok);
  if (!ok || speed < 0.25 || speed > 4) return fail(MainText::tr("--speed must be between 0.25 and 4"));
  std::optional<std::int64_t> quitAfter;
  if (parser.isSet(quitOption)) {
    quitAfter = parser.value(quitOption).toLongLong(&ok);
    if (!ok || *quitAfter < 0) return fail(MainText::tr("--quit-after-ticks must be a number of ticks"));
  }
  const QString screenshot = parser.value(shotOption);
  std::unique_ptr<sw::play::NetPlay> net;
  if (int(parser.isSet(hostOption)) + int(parser.isSet(joinOption)) + int(parser.isSet(spectateOption)) > 1)
    return fail(MainText::tr("use one of --host, --join and --spectate"));
  const bool networked = parser.isSet(hostOption) || parser.isSet(joinOption) || parser.isSet(spectateOption);
  if (recording && networked) return fail(MainText::tr("--inputs cannot be used with --host, --join or --spectate"));
  if (parser.isSet(spectatorsOption) && !parser.isSet(hostOption))
    return fail(MainText::tr("--spectators goes with --host"));
  // A replay plays its recording's run, and both sides of a network game must start alike.
  const bool continueSaved = parser.isSet(continueOption);
  if (continueSaved && (recording || networked))
    return fail(MainText::tr("--continue cannot be used with --inputs, --host, --join or --spectate"));
  if (parser.isSet(spectateOption)) {
    QString error;
    net = sw::play::NetPlay::spectate(parser.value(spectateOption), error);
    if (!net) return fail(error);
  } else if (parser.isSet(hostOption) || parser.isSet(joinOption)) {
    QString error;
    const int port = parser.value(hostOption).toInt(&ok);
    if (parser.isSet(hostOption) && (!ok || port < 1 || port > 65535))
      return fail(MainText::tr("--host must be a UDP port from 1 to 65535"));
    net = parser.isSet(hostOption) ? sw::play::NetPlay::host(quint16(port), error)
                                   : sw::play::NetPlay::join(parser.value(joinOption), error);
    if (!net) return fail(error);
    if (parser.isSet(spectatorsOption)) {
      const int watchPort = parser.value(spectatorsOption).toInt(&ok);
      if (!ok || watchPort < 1 || watchPort > 65535 || watchPort == port)
        return fail(MainText::tr("--spectators must be a UDP port from 1 to 65535 other than --host's"));
      if (!net->allowSpectator(quint16(watchPort), error)) return fail(error);
    }
  }

  sw::play::PlayerWindow window(std::move(load.project), levelIndex);
  window.session()->setWholeGame(parser.isSet(gameOption));
  // Tests and CI script their runs: those skip the title screen and end with the level.
  const bool scripted = recording || quitAfter || !screenshot.isEmpty() || net || continueSaved ||
                        parser.isSet(levelOption);
  const bool windowed =
      parser.isSet(windowedOption) || (!scripted && !sw::play::PlayerSettings::load().fullScreen);
  if (windowed) {
    window.resize(1280, 720);
    window.show();
  } else {
    // The whole screen even where no window manager honours the full-screen request.
    if (QScreen* screen = QGuiApplication::primaryScreen()) window.setGeometry(screen->geometry());
    window.showFullScreen();
  }
  // Sound: the session's events and the level's music; problems (no device, a file that
  // cannot be read) are said once on stderr and the game plays on.
  QObject::connect(&sw::play::SoundOutput::instance(), &sw::play::SoundOutput::problem, &app,
                   [](const QString& line) { std::fprintf(stderr, "scrollwork-player: %s\n", qPrintable(line)); });
  sw::play::PlaySound sound(window.session());
  sound.setEnabled(!parser.isSet(muteOption));
  int exitCode = 0;
  if (quitAfter) {
    window.session()->setTickLimit(*quitAfter);
    QObject::connect(window.session(), &sw::play::PlaySession::tickLimitReached, &app, [&] {
      const auto* rt = window.session()->runtime();
      std::fprintf(stdout, "stopped at tick %lld, state hash %016llx\n", static_cast<long long>(rt->ticksRun()),
                   static_cast<unsigned long long>(rt->stateHash()));
      if (!screenshot.isEmpty()) {
        const QImage image = window.view()->grab();
        if (image.isNull() || !image.save(screenshot)) {
          std::fprintf(stderr, "scrollwork-player: could not save %s\n", qPrintable(screenshot));
          exitCode = 1;
        }
      }
      QApplication::exit(exitCode);
    });
  }
  if (!scripted) {
    window.useScreens(players, speed, parser.isSet(windowedOption));
  } else if (recording ? !window.startReplay(*recording, speed)
                       : !window.start(net ? 2 : players, net ? 1.0 : speed, continueSaved)) {
    return 2;
  }
  if (net) {
    // The status line goes to the title bar and, once a second, to stderr.
    QObject::connect(net.get(), &sw::play::NetPlay::statusChanged, &window, [&window](const QString& status) {
      window.setWindowTitle(status);
      std::fprintf(stderr, "%s\n", qPrintable(status));
    });
    QObject::connect(net.get(), &sw::play::NetPlay::ended, &window, [](const QString& message) {
      std::fprintf(stderr, "scrollwork-player: %s\n", qPrintable(message));
    });
    net->attach(*window.session(), *window.session()->project(), *window.session()->level());
    if (!net->spectating()) window.rumble()->setNetworkPlayer(net->hosting() ? 0 : 1);  // the host is player 1
  }
  const int code = app.exec();
  if (!parser.isSet(muteOption)) {
    const sw::audio::AudioStats stats = sw::play::SoundOutput::instance().engine().stats();
    if (quitAfter)
      std::fprintf(stdout, "sound: %lld cue plays, %lld frames mixed, %lld non-silent samples, mixing %.2f ms\n",
                   static_cast<long long>(stats.plays), static_cast<long long>(stats.framesMixed),
                   static_cast<long long>(stats.nonSilentSamples), double(stats.mixNanoseconds) / 1e6);
    if (quitAfter && sound.presenter()) {
      std::string byCue;
      for (const auto& [cue, count] : sound.presenter()->playsByCue()) byCue += " " + cue + " " + std::to_string(count);
      std::fprintf(stdout, "sound cues played:%s; music: the %s track\n", byCue.c_str(),
                   sw::play::SoundOutput::instance().engine().bossPlaying() ? "boss" : "level");
    }
  }
  sw::play::SoundOutput::instance().shutDown();
  return code ? code : exitCode;
}
