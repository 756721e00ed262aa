#!/usr/bin/env python3
"""Generates the platformer demo project (projects/platformer) from the editor's platformer
starter and this file's additions. Python 3 only, no extra packages; needs scrollwork-cli:

    python3 projects/platformer/tools/generate_demo.py BUILD/bin/scrollwork-cli

It makes the starter room (two characters, a lever and a door, a crate for a pressure plate
and a barrier, a lift, a crusher, a checkpoint) with the cli, draws the creatures' sprite
sheet (sprite_art.py) and writes its tileset with frame groups, origins and hit and attack
shapes, gives the characters and two monster types their animations, extends the room
rightwards (a drop into an arena with a sword skeleton and a bat, a ferry over a pit, a second
checkpoint, the goal), adds the suggested pathing graph (scrollwork-cli suggest-nav) and
resaves everything in canonical form. The completion recording (tests/complete.inputs) is
made by the demo's bot test: tests/projects/platformer_demo_test.cpp says how.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import sprite_art as art

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO = os.path.dirname(HERE)
PPU = 40.0  # pixels per unit of the sprite sheet

# Frames per group: (group, count, drawer(sheet, ox, oy, i)).
BLUE, ORANGE, BONE = (80, 170, 255, 255), (255, 150, 60, 255), (232, 228, 205, 255)


def person(colour):
    poses = {
        "idle": [(0, (-6, 6), (-10, 10), 0), (0, (-6, 6), (-12, 12), 1)],
        "run": [(8, (-35, 30), (30, -35), 1), (8, (-10, 10), (10, -10), 0), (8, (30, -35), (-35, 30), 1),
                (8, (10, -10), (-10, 10), 0)],
        "jump": [(4, (-20, 45), (150, 160), 3)],
        "fall": [(0, (-25, 25), (130, -130), 0)],
        "attack": [(-4, (-15, 15), (-40, -60), 1), (8, (-20, 20), (-30, 90), 1), (8, (-20, 20), (-30, 90), 1),
                   (2, (-15, 15), (-20, 40), 0)],
        "hang": [(0, (-5, 5), (170, 175), 0)],
        "dash": [(-14, (20, 40), (-40, -20), 2)],
        "hurt": [(-12, (-15, 25), (-60, 60), 0)],
        "swing": [(0, (-10, 20), (165, 20), 0)],
    }
    return {g: [(lambda p: lambda s, x, y: art.figure(s, x, y, colour, p))(p) for p in ps] for g, ps in poses.items()}


def skeleton():
    f = lambda p, sword: lambda s, x, y: art.figure(s, x, y, BONE, p, skeleton=True, sword=sword)
    return {
        "walk": [f((6, (-25, 20), (20, 30), 1), 100), f((6, (-8, 8), (10, 30), 0), 100),
                 f((6, (20, -25), (-10, 30), 1), 100), f((6, (8, -8), (0, 30), 0), 100)],
        "idle": [f((0, (-6, 6), (-10, 30), 0), 110)],
        "attack": [f((-6, (-15, 15), (-20, 160), 1), 190), f((10, (-20, 25), (-20, 90), 2), 90),
                   f((12, (-20, 25), (-20, 70), 2), 80), f((4, (-15, 15), (-10, 40), 0), 60)],
        "hurt": [f((-14, (-20, 20), (-60, 60), 0), 150)],
        "dead": [lambda s, x, y: [s.line(x + 6, y + 60, x + 42, y + 60, 6, art.dark(BONE)),
                                  s.line(x + 6, y + 60, x + 42, y + 60, 4, BONE), s.disc(x + 40, y + 56, 6, BONE)]],
    }


def bat():
    f = lambda wing, diving=False, dead=False: lambda s, x, y: art.bat(s, x, y, wing, diving, dead)
    return {"fly": [f(-12), f(0), f(10)], "attack": [f(-16, True), f(12, True)], "dead": [f(0, dead=True)]}


HIT_PERSON = [[[0.25, 0.0], [0.95, 0.0], [0.95, 1.5], [0.25, 1.5]]]
PUNCH = [[[0.85, 0.75], [1.6, 0.75], [1.6, 1.2], [0.85, 1.2]]]
SLASH = [[[0.8, 0.2], [1.95, 0.2], [1.95, 1.35], [0.8, 1.35]]]
HIT_BAT = [[[0.2, 0.05], [1.0, 0.05], [1.0, 0.65], [0.2, 0.65]]]
BITE = [[[0.3, 0.0], [0.9, 0.0], [0.9, 0.6], [0.3, 0.6]]]

CREATURES = [  # sheet prefix, groups, frame height, hit shape, attack shape, frames that hurt
    ("runner", person(BLUE), art.FRAME_H, HIT_PERSON, PUNCH, {"attack": (1, 2)}),
    ("grappler", person(ORANGE), art.FRAME_H, HIT_PERSON, PUNCH, {"attack": (1, 2)}),
    ("skeleton", skeleton(), art.FRAME_H, HIT_PERSON, SLASH, {"attack": (1, 2)}),
    ("bat", bat(), art.BAT_H, HIT_BAT, BITE, {"attack": (0, 1)}),
]

COLUMNS = 12


def sprite_sheet():
    """The sheet's PNG bytes and its tileset (dict, as tilesets/*.tileset.json holds it)."""
    cells = [(prefix, group, i, draw, h, hit, attack, hurting)
             for prefix, groups, h, hit, attack, hurting in CREATURES
             for group, frames in groups.items() for i, draw in enumerate(frames)]
    rows = (len(cells) + COLUMNS - 1) // COLUMNS
    sheet = art.Sheet(COLUMNS * art.FRAME_W, rows * art.FRAME_H)
    tiles, groups = [], {}
    for n, (prefix, group, i, draw, h, hit, attack, hurting) in enumerate(cells):
        x, y = (n % COLUMNS) * art.FRAME_W, (n // COLUMNS) * art.FRAME_H
        draw(sheet, x, y)
        name = "%s_%s_%d" % (prefix, group, i)
        tile = {"name": name, "image": 0, "x": x, "y": y, "width": art.FRAME_W, "height": h,
                "size": [art.FRAME_W / PPU, h / PPU], "typeId": 0, "properties": [], "hitShape": hit}
        first, last = hurting.get(group, (1, 0))
        if first <= i <= last:
            tile["attackShape"] = attack
        tiles.append(tile)
        groups.setdefault("%s_%s" % (prefix, group), []).append(name)
    tileset = {"formatVersion": 1, "name": "creatures", "pixelsPerUnit": PPU,
               "images": [{"path": "tilesets/creatures/creatures.png", "width": sheet.width, "height": sheet.height}],
               "tiles": tiles, "frameGroups": [{"name": g, "frames": f} for g, f in groups.items()]}
    return sheet.png(), tileset


def person_lines(prefix, hook):
    swing = "; if swinging -> swing" if hook else ""
    lines = [
        "idle: loop %s_idle every 20; if attacking -> attack; if dashing -> dash; if hurt -> hurt; if hanging -> hang%s; "
        "if rising -> jump; if falling -> fall; if moving -> run" % (prefix, swing),
        "run: loop %s_run every 6; if attacking -> attack; if dashing -> dash; if hurt -> hurt; if rising -> jump; "
        "if falling -> fall; if !moving -> idle; on 1 footstep; on 3 footstep" % prefix,
        "jump: hold %s_jump; if attacking -> attack; if hurt -> hurt; if hanging -> hang%s; if falling -> fall; "
        "if grounded -> idle" % (prefix, swing),
        "fall: hold %s_fall; if attacking -> attack; if hurt -> hurt; if hanging -> hang%s; if grounded -> idle"
        % (prefix, swing),
        "attack: once %s_attack every 5; then idle; on 1 attackActive; on 3 attackEnd" % prefix,
        "hang: hold %s_hang; if !hanging && !mantling -> idle" % prefix,
        "dash: hold %s_dash; if !dashing -> idle" % prefix,
        "hurt: once %s_hurt every 18; then idle" % prefix,
    ]
    if hook:
        lines.append("swing: hold %s_swing; if !swinging -> fall" % prefix)
    return lines


SKELETON_LINES = [
    "walk: loop skeleton_walk every 9; if attacking -> attack; if hurt -> hurt; if dead -> dead; if !moving -> idle; "
    "on 0 footstep; on 2 footstep",
    "idle: hold skeleton_idle; if attacking -> attack; if hurt -> hurt; if dead -> dead; if moving -> walk",
    "attack: once skeleton_attack every 7; then idle; on 1 attackActive; on 3 attackEnd",
    "hurt: once skeleton_hurt every 12; then idle; if dead -> dead",
    "dead: hold skeleton_dead",
]
BAT_LINES = [
    "fly: pingpong bat_fly every 5; if attacking -> attack; if dead -> dead",
    "attack: once bat_attack every 6; then fly; if dead -> dead",
    "dead: hold bat_dead",
]


def monster(name, colour, **numbers):
    base = {"name": name, "color": colour, "sprite": "creatures"}
    base.update(numbers)
    return base


def box(name, centre, size, colour="#6e7887ff", **extra):
    g = {"kind": "Geometry", "name": name, "position": list(centre), "rotation": 0.0, "shape": "rectangle",
         "size": list(size), "points": [[-2.0, -1.0], [2.0, -1.0], [2.0, 1.0]], "surface": "solid", "path": "",
         "speed": 0.05, "motion": "pingPong", "waitTicks": 30, "color": colour}
    g.update(extra)
    return g


def extend_room(level):
    """The arena beyond the starter room: what generate_demo adds to levels/room_1.json."""
    objects = [o for o in level["objects"] if o["name"] not in ("wall_right", "goal")]
    level["boundsMax"] = [97.0, 18.0]
    objects += [
        # Under the shelf's end the room now opens: a block 6 units up from the floor (no way
        # round the puzzle), the arena on it, a pit with a ferry (the runner can just jump it,
        # so the pathing graph has no island; the grappler rides), the far ledge and the goal.
        box("arena", (59.0, -4.5), (22.0, 7.0)),
        box("far_ledge", (86.5, -4.5), (21.0, 7.0)),
        box("wall_far", (97.5, 4.5), (1.0, 25.0)),
        box("arena_step", (64.0, 0.0), (3.0, 2.0)),
        {"kind": "Path", "name": "ferry_path", "curve": "bezier", "closed": False,
         "points": [[71.6, -1.3], [74.4, -1.3]], "handlesIn": [[0.0, 0.0], [0.0, 0.0]],
         "handlesOut": [[0.0, 0.0], [0.0, 0.0]], "pointKinds": ["corner", "corner"], "attachedTile": "",
         "color": "#ff783cff"},
        box("ferry", (71.6, -1.3), (3.0, 0.6), "#78aac8ff", path="ferry_path", speed=0.04, waitTicks=45),
        {"kind": "Checkpoint", "name": "cp_arena", "position": [51.0, -1.0], "size": [2.0, 3.0],
         "color": "#78e68cff"},
        {"kind": "Goal", "name": "goal", "position": [93.0, -1.0], "size": [2.0, 3.0], "color": "#ffe65aff"},
        {"kind": "Monster", "name": "skeleton_1", "position": [58.0, -1.0], "monster": "skeleton", "facing": "left",
         "patrol": []},
        {"kind": "Monster", "name": "skeleton_2", "position": [86.0, -1.0], "monster": "skeleton", "facing": "left",
         "patrol": []},
        {"kind": "Monster", "name": "bat_1", "position": [74.0, 3.5], "monster": "bat", "facing": "left",
         "patrol": []},
    ]
    level["objects"] = objects


def run(cli, *args):
    result = subprocess.run([cli, *args], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("scrollwork-cli %s failed:\n%s%s" % (" ".join(args), result.stdout, result.stderr))
    return result.stdout


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="platformer_demo_")
    try:
        target = os.path.join(work, "platformer")
        run(cli, "new", target, "--template", "platformer", "--name", "Platformer Demo")
        png, tileset = sprite_sheet()
        os.makedirs(os.path.join(target, "tilesets", "creatures"))
        with open(os.path.join(target, "tilesets", "creatures", "creatures.png"), "wb") as f:
            f.write(png)
        with open(os.path.join(target, "tilesets", "creatures.tileset.json"), "w") as f:
            json.dump(tileset, f)
        project_file = os.path.join(target, "project.json")
        project = json.load(open(project_file))
        project["tilesets"] = ["tilesets/creatures.tileset.json"]
        for c in project["characters"]:
            c["sprite"] = "creatures"
            c["animations"] = person_lines(c["name"], c["hasHook"])
            c["width"], c["height"] = 0.8, 1.5
        project["monsters"] = [
            monster("skeleton", "#e8e4cdff", movement="walk", atLedge="turn", width=0.8, height=1.5,
                    walkSpeed=0.045, sightRange=7.0, attackRange=0.9, maxHealth=3, invulnerableTicks=20,
                    animations=SKELETON_LINES, attackFrames=4, attackFrameTicks=7, attackFirstFrame=1,
                    attackLastFrame=2, attackCooldown=50, attackDamage=1, attackKnockback=0.25),
            monster("bat", "#7846a0ff", movement="fly", width=0.8, height=0.7, walkSpeed=0.05, acceleration=0.004,
                    sightRange=6.0, attackRange=0.3, maxHealth=1, invulnerableTicks=10, animations=BAT_LINES,
                    attackFrames=2, attackFrameTicks=6, attackFirstFrame=0, attackLastFrame=1, attackCooldown=90,
                    attackDamage=1, attackKnockback=0.15),
        ]
        json.dump(project, open(project_file, "w"))
        level_file = os.path.join(target, "levels", "room_1.json")
        level = json.load(open(level_file))
        extend_room(level)
        json.dump(level, open(level_file, "w"))
        for stale in os.listdir(os.path.join(target, "tests")):  # the starter's own recording
            os.remove(os.path.join(target, "tests", stale))
        run(cli, "resave", target)
        print(run(cli, "suggest-nav", target, "--level", "Room 1", "--character", "runner", "--spacing", "4"), end="")
        # Each skeleton walks between the two suggested nodes nearest its patrol ends.
        level = json.load(open(level_file))
        nodes = [o for o in level["objects"] if o["kind"] == "NavNode"]

        def nearest(x, y):
            return min(nodes, key=lambda n: (n["position"][0] - x) ** 2 + 4 * (n["position"][1] - y) ** 2)["name"]

        for o in level["objects"]:
            if o["name"] == "skeleton_1":
                o["patrol"] = [nearest(52, -1), nearest(68, -1)]
            if o["name"] == "skeleton_2":
                o["patrol"] = [nearest(80, -1), nearest(91, -1)]
        json.dump(level, open(level_file, "w"))
        run(cli, "resave", target)
        keep = os.path.join(DEMO, "tests")
        for name in ("project.json", "game.json", "levels", "tilesets"):
            path = os.path.join(DEMO, name)
            if os.path.isdir(path):
                shutil.rmtree(path)
            elif os.path.exists(path):
                os.remove(path)
            src = os.path.join(target, name)
            (shutil.copytree if os.path.isdir(src) else shutil.copy)(src, path)
        os.makedirs(keep, exist_ok=True)
        print("written: %s" % DEMO)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
