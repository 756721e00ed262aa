import json, copy
root='/work/main/projects/demo/'
p=json.load(open(root+'project.json'))
s1=json.load(open(root+'levels/stage_1.json'))
objs={o['name']:o for o in s1['objects']}
# The warden: a smaller boss of parts, the dreadnought's wings and guns around a new core colour.
d=[e for e in p['enemyTypes'] if e['name']=='dreadnought'][0]
if not any(e['name']=='warden' for e in p['enemyTypes']):
    w=copy.deepcopy(d)
    w['name']='warden'
    w['color']='#3a7acc'+'ff'
    w['glowColor']='#40a0ffff'
    w['health']=30
    w['score']=15000
    w['parts']=[pp for pp in w['parts'] if pp['name'] in ('wing_top','wing_bottom','gun_top','gun_bottom')]
    for pp in w['parts']:
        pp['color']='#9fb4d8ff'
    w['states']=[
      {"name":"assault","begin":["phase assault"],"tick":[],"end":[],"transitions":["health < 15 -> desperate"]},
      {"name":"desperate","begin":["phase desperate","setSpeed 0.1","fire spiral"],"tick":[],"end":[],"transitions":[]},
    ]
    w['pattern']='ring_2'
    w['fireIntervalTicks']=80
    p['enemyTypes'].append(w)
if 'levels/stage_2.json' not in p['levels']:
    p['levels'].append('levels/stage_2.json')
json.dump(p, open(root+'project.json','w'), indent=2)

chain=[]
for name,tile in [('corridor_1','corridor'),('cavern_1','cavern'),('pillars_1','pillars'),('corridor_2','corridor'),
                  ('gate_1','gate'),('corridor_3','corridor'),('corridor_4','corridor'),('corridor_5','corridor')]:
    chain.append({'name':name,'tile':tile})
def path(name, tile, new=None):
    o=copy.deepcopy(objs[name]); o['attachedTile']=tile
    if new: o['name']=new
    return o
def spawn(name, tick, etype, pth, count, when='atTick', trigger='', position=(0.0,0.0), delay=12, wave=''):
    return {"kind":"Spawn","name":name,"when":when,"tick":tick,"trigger":trigger,"wave":wave,"afterWave":"",
            "enemyType":etype,"path":pth,"startOffset":0.0,"position":list(position),"count":count,"spacing":1.5,
            "delayTicks":delay,"mirror":False}
objects=[
  {"kind":"Marker","name":"warden_start","position":[176.0,0.0],"color":"#40a0ffff",
   "note":"The warden waits behind the gate.\nLoop the corridor until it falls."},
  {"kind":"Trigger","name":"warden_defeated","position":[200.0,0.0],"size":[4.0,18.0],"activation":"condition",
   "flags":["once","startsEnabled"],"condition":"warden.health <= 0","target":"warden_start","delayTicks":90,
   "color":"#50dc78ff"},
  {"kind":"Loop","name":"warden_arena","first":"corridor_3","last":"corridor_4","untilTrigger":"warden_defeated",
   "previewRepeats":6},
  path('swoop_top','corridor_1'),
  path('dive','cavern_1'),
  path('straight_in','corridor_2'),
  path('boss_orbit','corridor_3','warden_orbit'),
  spawn('drones_a',200,'drone','swoop_top',5),
  spawn('dive_trio',600,'drone','dive',3),
  spawn('turret_floor',1000,'turret','',1,position=(118.0,-6.2),delay=0),
  spawn('line_mid',1150,'drone','straight_in',6),
  spawn('warden',1550,'warden','warden_orbit',1,delay=0,wave='boss'),
  spawn('victory_flyby',1900,'drone','straight_in',6,when='onTrigger',trigger='warden_defeated',delay=8),
  {"kind":"Light","name":"torch_cavern","shape":"point","position":[12.0,4.0],"attachedTile":"cavern_1",
   "color":"#ff7030ff","intensity":1.8,"range":8.0,"direction":0.0,"cone":60.0,"length":4.0,"flicker":0.45,
   "flickerRate":9.0,"seed":5},
  {"kind":"Light","name":"gate_spot","shape":"spot","position":[16.0,7.0],"attachedTile":"gate_1","color":"#c0e0ffff",
   "intensity":2.0,"range":12.0,"direction":-90.0,"cone":50.0,"length":4.0,"flicker":0.0,"flickerRate":8.0,"seed":1},
]
s2={'formatVersion':s1['formatVersion'],'name':'Stage 2','seed':20261208,'scrollSpeed':100,'rank':0.6,
    'music':s1['music'],'musicLoopStart':s1['musicLoopStart'],'musicLoopEnd':s1['musicLoopEnd'],'bossMusic':s1['bossMusic'],
    'chain':chain,'objects':objects}
json.dump(s2, open(root+'levels/stage_2.json','w'), indent=2)
g=json.load(open(root+'game.json'))
g['levels']=['Stage 1','Stage 2']
json.dump(g, open(root+'game.json','w'), indent=2)
