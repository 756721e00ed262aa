// The translated words of the property tables, and the list lupdate reads them from.
#include "document/property_text.h"

#include <QCoreApplication>

namespace sw::editor::grid {

namespace {
// Labels, categories, kinds and enum choices of every model type. Keep in step with the
// TypeBuilder tables in runtime/model; property_text_test checks it.
const std::vector<const char*> kTexts = {
    // categories
    QT_TRANSLATE_NOOP("Property", "General"), QT_TRANSLATE_NOOP("Property", "Transform"),
    QT_TRANSLATE_NOOP("Property", "Appearance"), QT_TRANSLATE_NOOP("Property", "Behaviour"),
    QT_TRANSLATE_NOOP("Property", "Camera"), QT_TRANSLATE_NOOP("Property", "Loop"),
    QT_TRANSLATE_NOOP("Property", "Editor"), QT_TRANSLATE_NOOP("Property", "Art"),
    QT_TRANSLATE_NOOP("Property", "Collision"), QT_TRANSLATE_NOOP("Property", "Simulation"),
    QT_TRANSLATE_NOOP("Property", "Assets"),
    // labels
    QT_TRANSLATE_NOOP("Property", "Name"), QT_TRANSLATE_NOOP("Property", "Tile"),
    QT_TRANSLATE_NOOP("Property", "Position"), QT_TRANSLATE_NOOP("Property", "Colour"),
    QT_TRANSLATE_NOOP("Property", "Note"), QT_TRANSLATE_NOOP("Property", "Size"),
    QT_TRANSLATE_NOOP("Property", "Activation"), QT_TRANSLATE_NOOP("Property", "Flags"),
    QT_TRANSLATE_NOOP("Property", "Condition"), QT_TRANSLATE_NOOP("Property", "Target"),
    QT_TRANSLATE_NOOP("Property", "Delay"), QT_TRANSLATE_NOOP("Property", "First Tile"),
    QT_TRANSLATE_NOOP("Property", "Last Tile"), QT_TRANSLATE_NOOP("Property", "Until Trigger"),
    QT_TRANSLATE_NOOP("Property", "Preview Passes"), QT_TRANSLATE_NOOP("Property", "Seed"),
    QT_TRANSLATE_NOOP("Property", "Scroll Speed"), QT_TRANSLATE_NOOP("Property", "Mesh"),
    QT_TRANSLATE_NOOP("Property", "Material"),
    QT_TRANSLATE_NOOP("Property", "Camera Entry"), QT_TRANSLATE_NOOP("Property", "Camera Exit"),
    QT_TRANSLATE_NOOP("Property", "Camera Points"), QT_TRANSLATE_NOOP("Property", "Tick Rate"),
    QT_TRANSLATE_NOOP("Property", "Screen Extent"), QT_TRANSLATE_NOOP("Property", "Asset Folders"),
    // pathing graphs (model/level/nav_objects.h)
    QT_TRANSLATE_NOOP("Property", "Link"),
    QT_TRANSLATE_NOOP("Property", "Navigation"), QT_TRANSLATE_NOOP("Property", "Forward"),
    QT_TRANSLATE_NOOP("Property", "Backward"), QT_TRANSLATE_NOOP("Property", "Attached To"),
    QT_TRANSLATE_NOOP("Property", "Passable When"), QT_TRANSLATE_NOOP("Property", "From"),
    QT_TRANSLATE_NOOP("Property", "To"), QT_TRANSLATE_NOOP("Property", "Forward Action"),
    QT_TRANSLATE_NOOP("Property", "Forward Cost"), QT_TRANSLATE_NOOP("Property", "Backward Action"),
    QT_TRANSLATE_NOOP("Property", "Backward Cost"), QT_TRANSLATE_NOOP("Property", "Nav Node"),
    QT_TRANSLATE_NOOP("Property", "Nav Link"), QT_TRANSLATE_NOOP("Property", "Walk"),
    QT_TRANSLATE_NOOP("Property", "Jump"), QT_TRANSLATE_NOOP("Property", "Fall"),
    QT_TRANSLATE_NOOP("Property", "Climb"), QT_TRANSLATE_NOOP("Property", "Grip"),
    // kinds and enum choices, as readableName() spells them
    QT_TRANSLATE_NOOP("Property", "Tile Instance"), QT_TRANSLATE_NOOP("Property", "Marker"),
    QT_TRANSLATE_NOOP("Property", "Trigger"), QT_TRANSLATE_NOOP("Property", "Player Enters"),
    QT_TRANSLATE_NOOP("Property", "Both"), QT_TRANSLATE_NOOP("Property", "Once"),
    QT_TRANSLATE_NOOP("Property", "Starts Enabled"), QT_TRANSLATE_NOOP("Property", "Show In Game"),
    QT_TRANSLATE_NOOP("Property", "Tile Def"), QT_TRANSLATE_NOOP("Property", "Level"),
    QT_TRANSLATE_NOOP("Property", "Project"),
    // enemy types and their states
    QT_TRANSLATE_NOOP("Property", "Enemy"), QT_TRANSLATE_NOOP("Property", "Movement"),
    QT_TRANSLATE_NOOP("Property", "Weapon"), QT_TRANSLATE_NOOP("Property", "State"),
    QT_TRANSLATE_NOOP("Property", "Pattern"), QT_TRANSLATE_NOOP("Property", "Rank"),
    QT_TRANSLATE_NOOP("Property", "Difficulty"),
    QT_TRANSLATE_NOOP("Property", "Spheres"), QT_TRANSLATE_NOOP("Property", "Health"),
    QT_TRANSLATE_NOOP("Property", "Score"), QT_TRANSLATE_NOOP("Property", "Speed"),
    QT_TRANSLATE_NOOP("Property", "Direction"), QT_TRANSLATE_NOOP("Property", "Sine Amplitude"),
    QT_TRANSLATE_NOOP("Property", "Sine Period"), QT_TRANSLATE_NOOP("Property", "Fire Interval"),
    QT_TRANSLATE_NOOP("Property", "First Shot Delay"), QT_TRANSLATE_NOOP("Property", "Bullets Per Shot"),
    QT_TRANSLATE_NOOP("Property", "Spread Angle"), QT_TRANSLATE_NOOP("Property", "Bullet Speed"),
    QT_TRANSLATE_NOOP("Property", "Begin"), QT_TRANSLATE_NOOP("Property", "Tick"),
    QT_TRANSLATE_NOOP("Property", "End"), QT_TRANSLATE_NOOP("Property", "Transitions"),
    QT_TRANSLATE_NOOP("Property", "Enemy Type"), QT_TRANSLATE_NOOP("Property", "Enemy State"),
    QT_TRANSLATE_NOOP("Property", "Follow Path"), QT_TRANSLATE_NOOP("Property", "Straight Line"),
    QT_TRANSLATE_NOOP("Property", "Stationary"), QT_TRANSLATE_NOOP("Property", "Sine Wave"),
    QT_TRANSLATE_NOOP("Property", "None"), QT_TRANSLATE_NOOP("Property", "Aimed"),
    QT_TRANSLATE_NOOP("Property", "Ring"), QT_TRANSLATE_NOOP("Property", "Spread"),
    // paths and spawns
    QT_TRANSLATE_NOOP("Property", "Path"), QT_TRANSLATE_NOOP("Property", "Spawn"),
    QT_TRANSLATE_NOOP("Property", "Formation"), QT_TRANSLATE_NOOP("Property", "Curve"),
    QT_TRANSLATE_NOOP("Property", "Closed"), QT_TRANSLATE_NOOP("Property", "Points"),
    QT_TRANSLATE_NOOP("Property", "Handles In"), QT_TRANSLATE_NOOP("Property", "Handles Out"),
    QT_TRANSLATE_NOOP("Property", "Point Kinds"), QT_TRANSLATE_NOOP("Property", "Attached Tile"),
    QT_TRANSLATE_NOOP("Property", "When"), QT_TRANSLATE_NOOP("Property", "Wave"),
    QT_TRANSLATE_NOOP("Property", "After Wave"), QT_TRANSLATE_NOOP("Property", "Start Offset"),
    QT_TRANSLATE_NOOP("Property", "Count"), QT_TRANSLATE_NOOP("Property", "Spacing"),
    QT_TRANSLATE_NOOP("Property", "Mirror"), QT_TRANSLATE_NOOP("Property", "Bezier"),
    QT_TRANSLATE_NOOP("Property", "Catmull Rom"), QT_TRANSLATE_NOOP("Property", "At Tick"),
    QT_TRANSLATE_NOOP("Property", "On Trigger"), QT_TRANSLATE_NOOP("Property", "Wave Cleared"),
    // platformers: free levels, characters, geometry, puzzle pieces, tile collision
    QT_TRANSLATE_NOOP("Property", "Kind"), QT_TRANSLATE_NOOP("Property", "Scrolling"),
    QT_TRANSLATE_NOOP("Property", "Free"), QT_TRANSLATE_NOOP("Property", "Bounds Min"),
    QT_TRANSLATE_NOOP("Property", "Free Camera"), QT_TRANSLATE_NOOP("Property", "Bounds Max"),
    QT_TRANSLATE_NOOP("Property", "Dead Zone"), QT_TRANSLATE_NOOP("Property", "Look Ahead"),
    QT_TRANSLATE_NOOP("Property", "Character Type"), QT_TRANSLATE_NOOP("Property", "Width"),
    QT_TRANSLATE_NOOP("Property", "Body"), QT_TRANSLATE_NOOP("Property", "Height"),
    QT_TRANSLATE_NOOP("Property", "Step Height"), QT_TRANSLATE_NOOP("Property", "Max Slope"),
    QT_TRANSLATE_NOOP("Property", "Run Speed"), QT_TRANSLATE_NOOP("Property", "Running"),
    QT_TRANSLATE_NOOP("Property", "Acceleration"), QT_TRANSLATE_NOOP("Property", "Braking"),
    QT_TRANSLATE_NOOP("Property", "Air Control"), QT_TRANSLATE_NOOP("Property", "Jump Height"),
    QT_TRANSLATE_NOOP("Property", "Jumping"), QT_TRANSLATE_NOOP("Property", "Gravity"),
    QT_TRANSLATE_NOOP("Property", "Fall Gravity Scale"), QT_TRANSLATE_NOOP("Property", "Jump Cut"),
    QT_TRANSLATE_NOOP("Property", "Apex Speed"), QT_TRANSLATE_NOOP("Property", "Apex Gravity Scale"),
    QT_TRANSLATE_NOOP("Property", "Terminal Speed"), QT_TRANSLATE_NOOP("Property", "Coyote Time"),
    QT_TRANSLATE_NOOP("Property", "Forgiveness"), QT_TRANSLATE_NOOP("Property", "Jump Buffer"),
    QT_TRANSLATE_NOOP("Property", "Corner Correction"), QT_TRANSLATE_NOOP("Property", "Grips Ledges"),
    QT_TRANSLATE_NOOP("Property", "Ledges"), QT_TRANSLATE_NOOP("Property", "Grip Reach"),
    QT_TRANSLATE_NOOP("Property", "Mantle Time"), QT_TRANSLATE_NOOP("Property", "Grappling Hook"),
    QT_TRANSLATE_NOOP("Property", "Hook"), QT_TRANSLATE_NOOP("Property", "Hook Range"),
    QT_TRANSLATE_NOOP("Property", "Hook Angle"), QT_TRANSLATE_NOOP("Property", "Reel Speed"),
    QT_TRANSLATE_NOOP("Property", "Shortest Rope"), QT_TRANSLATE_NOOP("Property", "Safe After Damage"),
    QT_TRANSLATE_NOOP("Property", "Knock-back"), QT_TRANSLATE_NOOP("Property", "Regeneration"),
    QT_TRANSLATE_NOOP("Property", "Regeneration Delay"), QT_TRANSLATE_NOOP("Property", "Crush Damage"),
    // sprite frames and animations (character types, tileset tiles)
    QT_TRANSLATE_NOOP("Property", "Sprite"), QT_TRANSLATE_NOOP("Property", "Animations"),
    QT_TRANSLATE_NOOP("Property", "Origin"), QT_TRANSLATE_NOOP("Property", "Hit Shape"),
    QT_TRANSLATE_NOOP("Property", "Attack Shape"),
    QT_TRANSLATE_NOOP("Property", "Geometry"), QT_TRANSLATE_NOOP("Property", "Anchor"),
    QT_TRANSLATE_NOOP("Property", "Rotation"), QT_TRANSLATE_NOOP("Property", "Shape"),
    QT_TRANSLATE_NOOP("Property", "Surface"), QT_TRANSLATE_NOOP("Property", "Moving"),
    QT_TRANSLATE_NOOP("Property", "Motion"), QT_TRANSLATE_NOOP("Property", "Wait"),
    QT_TRANSLATE_NOOP("Property", "Rectangle"), QT_TRANSLATE_NOOP("Property", "Triangle"),
    QT_TRANSLATE_NOOP("Property", "Polygon"), QT_TRANSLATE_NOOP("Property", "Solid"),
    QT_TRANSLATE_NOOP("Property", "One Way"), QT_TRANSLATE_NOOP("Property", "Ping Pong"),
    QT_TRANSLATE_NOOP("Property", "Character Start"), QT_TRANSLATE_NOOP("Property", "Character"),
    QT_TRANSLATE_NOOP("Property", "Facing"), QT_TRANSLATE_NOOP("Property", "Right"),
    QT_TRANSLATE_NOOP("Property", "Left"), QT_TRANSLATE_NOOP("Property", "Up"),
    QT_TRANSLATE_NOOP("Property", "Down"), QT_TRANSLATE_NOOP("Property", "Door"),
    QT_TRANSLATE_NOOP("Property", "Opens"), QT_TRANSLATE_NOOP("Property", "Travel"),
    QT_TRANSLATE_NOOP("Property", "Opens When"), QT_TRANSLATE_NOOP("Property", "Switch"),
    QT_TRANSLATE_NOOP("Property", "Type"), QT_TRANSLATE_NOOP("Property", "Starts On"),
    QT_TRANSLATE_NOOP("Property", "Lever"), QT_TRANSLATE_NOOP("Property", "Plate"),
    QT_TRANSLATE_NOOP("Property", "Crate"), QT_TRANSLATE_NOOP("Property", "Barrier"),
    QT_TRANSLATE_NOOP("Property", "Axis"), QT_TRANSLATE_NOOP("Property", "Passable"),
    QT_TRANSLATE_NOOP("Property", "Glance"), QT_TRANSLATE_NOOP("Property", "Horizontal"),
    QT_TRANSLATE_NOOP("Property", "Vertical"), QT_TRANSLATE_NOOP("Property", "Checkpoint"),
    QT_TRANSLATE_NOOP("Property", "Goal"), QT_TRANSLATE_NOOP("Property", "Tileset Tile"),
    QT_TRANSLATE_NOOP("Property", "Image"), QT_TRANSLATE_NOOP("Property", "X"),
    QT_TRANSLATE_NOOP("Property", "Y"), QT_TRANSLATE_NOOP("Property", "Placement"),
    QT_TRANSLATE_NOOP("Property", "Type Id"), QT_TRANSLATE_NOOP("Property", "Game"),
    QT_TRANSLATE_NOOP("Property", "Properties"),
    // lights (model/level/light.h), glow on enemies, the ships' lights
    QT_TRANSLATE_NOOP("Property", "Light"), QT_TRANSLATE_NOOP("Property", "Intensity"),
    QT_TRANSLATE_NOOP("Property", "Range"), QT_TRANSLATE_NOOP("Property", "Cone"),
    QT_TRANSLATE_NOOP("Property", "Flicker"), QT_TRANSLATE_NOOP("Property", "Flicker Rate"),
    QT_TRANSLATE_NOOP("Property", "Point"), QT_TRANSLATE_NOOP("Property", "Spot"),
    QT_TRANSLATE_NOOP("Property", "Line"), QT_TRANSLATE_NOOP("Property", "Glow"),
    QT_TRANSLATE_NOOP("Property", "Glow Colour"), QT_TRANSLATE_NOOP("Property", "Glow Range"),
    QT_TRANSLATE_NOOP("Property", "Lights"), QT_TRANSLATE_NOOP("Property", "Ship Light"),
    QT_TRANSLATE_NOOP("Property", "Ship Light Colour"), QT_TRANSLATE_NOOP("Property", "Ship Light Range"),
    QT_TRANSLATE_NOOP("Property", "Black Light"), QT_TRANSLATE_NOOP("Property", "Black Light Length"),
    QT_TRANSLATE_NOOP("Property", "Black Light Range"), QT_TRANSLATE_NOOP("Property", "Ship Mesh"),
    QT_TRANSLATE_NOOP("Property", "Ship Material"),
    // platformers: melee attacks, backdash and following, monsters
    QT_TRANSLATE_NOOP("Property", "Regeneration Ramp"), QT_TRANSLATE_NOOP("Property", "Attacks"),
    QT_TRANSLATE_NOOP("Property", "Attack"), QT_TRANSLATE_NOOP("Property", "Animation"),
    QT_TRANSLATE_NOOP("Property", "Damage"), QT_TRANSLATE_NOOP("Property", "Frames"),
    QT_TRANSLATE_NOOP("Property", "Ticks per Frame"), QT_TRANSLATE_NOOP("Property", "First Active Frame"),
    QT_TRANSLATE_NOOP("Property", "Last Active Frame"), QT_TRANSLATE_NOOP("Property", "Reach"),
    QT_TRANSLATE_NOOP("Property", "Attack Height"), QT_TRANSLATE_NOOP("Property", "Cooldown"),
    QT_TRANSLATE_NOOP("Property", "Contact Damage"), QT_TRANSLATE_NOOP("Property", "Backdash"),
    QT_TRANSLATE_NOOP("Property", "Backdash Speed"), QT_TRANSLATE_NOOP("Property", "Backdash Time"),
    QT_TRANSLATE_NOOP("Property", "Backdash Safe Time"), QT_TRANSLATE_NOOP("Property", "Follow Distance"),
    QT_TRANSLATE_NOOP("Property", "Following"), QT_TRANSLATE_NOOP("Property", "Catch-up Distance"),
    QT_TRANSLATE_NOOP("Property", "Stuck Time"), QT_TRANSLATE_NOOP("Property", "Monster Type"),
    QT_TRANSLATE_NOOP("Property", "Sprite"), QT_TRANSLATE_NOOP("Property", "Animations"),
    QT_TRANSLATE_NOOP("Property", "Hop"), QT_TRANSLATE_NOOP("Property", "Fly"),
    QT_TRANSLATE_NOOP("Property", "At a Ledge"), QT_TRANSLATE_NOOP("Property", "Turn"),
    QT_TRANSLATE_NOOP("Property", "Drop"), QT_TRANSLATE_NOOP("Property", "Sight Range"),
    QT_TRANSLATE_NOOP("Property", "Attack Range"), QT_TRANSLATE_NOOP("Property", "Replan Time"),
    QT_TRANSLATE_NOOP("Property", "Flee Health"), QT_TRANSLATE_NOOP("Property", "Knock-back Taken"),
    QT_TRANSLATE_NOOP("Property", "Monster"), QT_TRANSLATE_NOOP("Property", "Patrol"),
    // bosses (enemy_part.h, enemy_weaponry.h)
    QT_TRANSLATE_NOOP("Property", "Fixed"), QT_TRANSLATE_NOOP("Property", "Turn Rate"),
    QT_TRANSLATE_NOOP("Property", "Boss"), QT_TRANSLATE_NOOP("Property", "Defeated When"),
    QT_TRANSLATE_NOOP("Property", "Core"), QT_TRANSLATE_NOOP("Property", "Weak Points"),
    QT_TRANSLATE_NOOP("Property", "Beam"), QT_TRANSLATE_NOOP("Property", "Curved"),
    QT_TRANSLATE_NOOP("Property", "Length"), QT_TRANSLATE_NOOP("Property", "Warning"),
    QT_TRANSLATE_NOOP("Property", "Charge"), QT_TRANSLATE_NOOP("Property", "Duration"),
    QT_TRANSLATE_NOOP("Property", "Angle"), QT_TRANSLATE_NOOP("Property", "Sweep"),
    QT_TRANSLATE_NOOP("Property", "Sweep Speed"), QT_TRANSLATE_NOOP("Property", "Bend"),
    QT_TRANSLATE_NOOP("Property", "Beam Colour"), QT_TRANSLATE_NOOP("Property", "Launcher"),
    QT_TRANSLATE_NOOP("Property", "Mouth"), QT_TRANSLATE_NOOP("Property", "Interval"),
    QT_TRANSLATE_NOOP("Property", "Missile Speed"), QT_TRANSLATE_NOOP("Property", "Fuse"),
    QT_TRANSLATE_NOOP("Property", "Missile Health"), QT_TRANSLATE_NOOP("Property", "Missile Radius"),
    QT_TRANSLATE_NOOP("Property", "Missile Score"), QT_TRANSLATE_NOOP("Property", "Missile Colour"),
    QT_TRANSLATE_NOOP("Property", "Machine"), QT_TRANSLATE_NOOP("Property", "Enemy Part"),
    QT_TRANSLATE_NOOP("Property", "Part"), QT_TRANSLATE_NOOP("Property", "Parent"),
    QT_TRANSLATE_NOOP("Property", "Offset"), QT_TRANSLATE_NOOP("Property", "Invulnerable"),
    QT_TRANSLATE_NOOP("Property", "Weak Point"), QT_TRANSLATE_NOOP("Property", "Death Burst"),
    QT_TRANSLATE_NOOP("Property", "Destroyed Trigger"), QT_TRANSLATE_NOOP("Property", "Open Offset"),
    QT_TRANSLATE_NOOP("Property", "Hatch"), QT_TRANSLATE_NOOP("Property", "Open Rotation"),
    // particle effects (model/effects/particle_effect.h) and the names that pick them
    QT_TRANSLATE_NOOP("Property", "Hit Effect"), QT_TRANSLATE_NOOP("Property", "Death Effect"),
    QT_TRANSLATE_NOOP("Property", "Muzzle Effect"), QT_TRANSLATE_NOOP("Property", "Impact Effect"),
    QT_TRANSLATE_NOOP("Property", "Player Death Effect"), QT_TRANSLATE_NOOP("Property", "Player Respawn Effect"),
    QT_TRANSLATE_NOOP("Property", "Missile Launch Effect"), QT_TRANSLATE_NOOP("Property", "Missile Burst Effect"),
    QT_TRANSLATE_NOOP("Property", "Barrier Effect"), QT_TRANSLATE_NOOP("Property", "Effects"),
    QT_TRANSLATE_NOOP("Property", "Effect"), QT_TRANSLATE_NOOP("Property", "Emitter"),
    QT_TRANSLATE_NOOP("Property", "Particle Effect"), QT_TRANSLATE_NOOP("Property", "Mode"),
    QT_TRANSLATE_NOOP("Property", "Rate"), QT_TRANSLATE_NOOP("Property", "Spawn Shape"),
    QT_TRANSLATE_NOOP("Property", "Speed Min"), QT_TRANSLATE_NOOP("Property", "Speed Max"),
    QT_TRANSLATE_NOOP("Property", "Life Min"), QT_TRANSLATE_NOOP("Property", "Life Max"),
    QT_TRANSLATE_NOOP("Property", "Drag"), QT_TRANSLATE_NOOP("Property", "Collide"),
    QT_TRANSLATE_NOOP("Property", "Bounce"), QT_TRANSLATE_NOOP("Property", "Look"),
    QT_TRANSLATE_NOOP("Property", "Particle Size"), QT_TRANSLATE_NOOP("Property", "Tileset"),
    QT_TRANSLATE_NOOP("Property", "Frame Rate"), QT_TRANSLATE_NOOP("Property", "Rotation Min"),
    QT_TRANSLATE_NOOP("Property", "Rotation Max"), QT_TRANSLATE_NOOP("Property", "Spin Min"),
    QT_TRANSLATE_NOOP("Property", "Spin Max"), QT_TRANSLATE_NOOP("Property", "Size Curve"),
    QT_TRANSLATE_NOOP("Property", "Colour Curve"), QT_TRANSLATE_NOOP("Property", "Alpha Curve"),
    QT_TRANSLATE_NOOP("Property", "Blend"), QT_TRANSLATE_NOOP("Property", "On Birth"),
    QT_TRANSLATE_NOOP("Property", "On Death"), QT_TRANSLATE_NOOP("Property", "Over Life"),
    QT_TRANSLATE_NOOP("Property", "Sub-emitters"), QT_TRANSLATE_NOOP("Property", "Burst"),
    QT_TRANSLATE_NOOP("Property", "Continuous"), QT_TRANSLATE_NOOP("Property", "Point"),
    QT_TRANSLATE_NOOP("Property", "Circle"), QT_TRANSLATE_NOOP("Property", "Line"),
    QT_TRANSLATE_NOOP("Property", "Box"), QT_TRANSLATE_NOOP("Property", "Disc"),
    QT_TRANSLATE_NOOP("Property", "Square"), QT_TRANSLATE_NOOP("Property", "Streak"),
    QT_TRANSLATE_NOOP("Property", "Additive"), QT_TRANSLATE_NOOP("Property", "Alpha"),
    // game rules: the HUD (game_rules_asset.h)
    QT_TRANSLATE_NOOP("Property", "HUD"), QT_TRANSLATE_NOOP("Property", "HUD Layout"),
    QT_TRANSLATE_NOOP("Property", "Default"), QT_TRANSLATE_NOOP("Property", "Classic"),
    // sound (model/sound/sound_cue.h, level music, game rules' event sounds)
    QT_TRANSLATE_NOOP("Property", "Sound Cue"), QT_TRANSLATE_NOOP("Property", "Sound"),
    QT_TRANSLATE_NOOP("Property", "Music"), QT_TRANSLATE_NOOP("Property", "Files"),
    QT_TRANSLATE_NOOP("Property", "Volume Min"), QT_TRANSLATE_NOOP("Property", "Volume Max"),
    QT_TRANSLATE_NOOP("Property", "Pitch Min"), QT_TRANSLATE_NOOP("Property", "Pitch Max"),
    QT_TRANSLATE_NOOP("Property", "Voices"), QT_TRANSLATE_NOOP("Property", "Loop Start"),
    QT_TRANSLATE_NOOP("Property", "Loop End"), QT_TRANSLATE_NOOP("Property", "Boss Music"),
    QT_TRANSLATE_NOOP("Property", "Boss Loop Start"), QT_TRANSLATE_NOOP("Property", "Boss Loop End"),
    QT_TRANSLATE_NOOP("Property", "Event Sounds"),
    QT_TRANSLATE_NOOP("Property", "Level Order"), QT_TRANSLATE_NOOP("Property", "Results Screen"),
    // game rules: the player's screens (game_rules_asset.h)
    QT_TRANSLATE_NOOP("Property", "Screens"), QT_TRANSLATE_NOOP("Property", "Title Text"),
    QT_TRANSLATE_NOOP("Property", "Title Image"), QT_TRANSLATE_NOOP("Property", "Screen Font"),
    QT_TRANSLATE_NOOP("Property", "Screen Background"), QT_TRANSLATE_NOOP("Property", "Screen Text"),
    QT_TRANSLATE_NOOP("Property", "Screen Highlight"),
    // player weapon types (weapon_type.h) and the game rules (game_rules_asset.h)
    QT_TRANSLATE_NOOP("Property", "Weapon Type"), QT_TRANSLATE_NOOP("Property", "Game Rules"),
    QT_TRANSLATE_NOOP("Property", "Beam and Lightning"), QT_TRANSLATE_NOOP("Property", "Branch Chance"),
    QT_TRANSLATE_NOOP("Property", "Branches"), QT_TRANSLATE_NOOP("Property", "Bullet Life"),
    QT_TRANSLATE_NOOP("Property", "Bullet Radius"), QT_TRANSLATE_NOOP("Property", "Bullets"),
    QT_TRANSLATE_NOOP("Property", "Capsules"), QT_TRANSLATE_NOOP("Property", "Combo Damage"),
    QT_TRANSLATE_NOOP("Property", "Combo Width"), QT_TRANSLATE_NOOP("Property", "Cone Angle"),
    QT_TRANSLATE_NOOP("Property", "Displacement"), QT_TRANSLATE_NOOP("Property", "Generations"),
    QT_TRANSLATE_NOOP("Property", "Jitter"), QT_TRANSLATE_NOOP("Property", "Lightning"),
    QT_TRANSLATE_NOOP("Property", "Lock On Beam"), QT_TRANSLATE_NOOP("Property", "Lock-on Beam"),
    QT_TRANSLATE_NOOP("Property", "Regenerate"), QT_TRANSLATE_NOOP("Property", "Shot"),
    QT_TRANSLATE_NOOP("Property", "Chain Time"), QT_TRANSLATE_NOOP("Property", "Charge Max"),
    QT_TRANSLATE_NOOP("Property", "Enemy Bullet Life"), QT_TRANSLATE_NOOP("Property", "Explosion Particles"),
    QT_TRANSLATE_NOOP("Property", "Hit Spheres"), QT_TRANSLATE_NOOP("Property", "Invulnerability"),
    QT_TRANSLATE_NOOP("Property", "Lives"), QT_TRANSLATE_NOOP("Property", "Loadout"),
    QT_TRANSLATE_NOOP("Property", "Meters"), QT_TRANSLATE_NOOP("Property", "Multiplier Max"),
    QT_TRANSLATE_NOOP("Property", "Particle Life"), QT_TRANSLATE_NOOP("Property", "Particles"),
    QT_TRANSLATE_NOOP("Property", "Respawn Delay"), QT_TRANSLATE_NOOP("Property", "Screen Margin"),
    QT_TRANSLATE_NOOP("Property", "Second Damage"), QT_TRANSLATE_NOOP("Property", "Second Max"),
    QT_TRANSLATE_NOOP("Property", "Ship"), QT_TRANSLATE_NOOP("Property", "Ship Speed"),
    QT_TRANSLATE_NOOP("Property", "Spark Particles"), QT_TRANSLATE_NOOP("Property", "Weapons"),
    // power-ups (weapon_type.h's powered-up form, game_rules_asset.h) and enemies' drops (enemy_type.h)
    QT_TRANSLATE_NOOP("Property", "Powered Up"), QT_TRANSLATE_NOOP("Property", "Streams"),
    QT_TRANSLATE_NOOP("Property", "Stream Gap"), QT_TRANSLATE_NOOP("Property", "Extra Bullets"),
    QT_TRANSLATE_NOOP("Property", "Extra Angle"), QT_TRANSLATE_NOOP("Property", "Width Factor"),
    QT_TRANSLATE_NOOP("Property", "Range Factor"), QT_TRANSLATE_NOOP("Property", "Extra Generations"),
    QT_TRANSLATE_NOOP("Property", "Extra Branches"), QT_TRANSLATE_NOOP("Property", "Power-up Time"),
    QT_TRANSLATE_NOOP("Property", "Pickups"), QT_TRANSLATE_NOOP("Property", "Pickup Radius"),
    QT_TRANSLATE_NOOP("Property", "Pickup Drift"), QT_TRANSLATE_NOOP("Property", "Drops"),
    QT_TRANSLATE_NOOP("Property", "Drop Kind"), QT_TRANSLATE_NOOP("Property", "Drop Weapon"),
    QT_TRANSLATE_NOOP("Property", "Drop Amount"), QT_TRANSLATE_NOOP("Property", "Drop Chance"),
    QT_TRANSLATE_NOOP("Property", "Drop Every"), QT_TRANSLATE_NOOP("Property", "Life"),
};
}  // namespace

QString propertyText(const std::string& english) {
  return QCoreApplication::translate("Property", english.c_str());
}

QString readableText(const std::string& identifier) {
  const QByteArray words = readableName(identifier).toUtf8();
  return QCoreApplication::translate("Property", words.constData());
}

QString readableName(const std::string& identifier) {
  QString out;
  const QString in = QString::fromStdString(identifier);
  bool startWord = true;
  for (int i = 0; i < in.size(); ++i) {
    const QChar c = in[i];
    if (c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char(' ')) {
      startWord = true;
      continue;
    }
    // A capital after a lower-case letter or a digit starts a word (camelCase); in a run
    // of capitals ("HUDLayout") the last one before a lower-case letter does.
    const bool boundary = i > 0 && c.isUpper() &&
                          (in[i - 1].isLower() || in[i - 1].isDigit() ||
                           (in[i - 1].isUpper() && i + 1 < in.size() && in[i + 1].isLower()));
    if ((startWord || boundary) && !out.isEmpty()) out += QLatin1Char(' ');
    out += (startWord || boundary) ? c.toUpper() : c;
    startWord = false;
  }
  return out;
}

const std::vector<const char*>& listedPropertyTexts() { return kTexts; }

}  // namespace sw::editor::grid
