import { registerMessages } from '../i18n/message-registry';

registerMessages('en_US', {
  'sortable.handle': 'Move {label}',
  'sortable.instructions': 'Press space to pick the item up, the arrow keys to move it, space to drop it, Escape to cancel.',
  'sortable.picked': 'Picked up {label} at position {position}.',
  'sortable.over': '{label} is over position {position}.',
  'sortable.dropped': '{label} was dropped at position {position}.',
  'sortable.cancelled': 'Moving {label} was cancelled.',
});
registerMessages('nb_NO', {
  'sortable.handle': 'Flytt {label}',
  'sortable.instructions':
    'Trykk mellomrom for å ta opp elementet, piltastene for å flytte det, mellomrom for å slippe det og Escape for å avbryte.',
  'sortable.picked': 'Tok opp {label} på plass {position}.',
  'sortable.over': '{label} er over plass {position}.',
  'sortable.dropped': '{label} ble sluppet på plass {position}.',
  'sortable.cancelled': 'Flytting av {label} ble avbrutt.',
});
registerMessages('sv_SE', {
  'sortable.instructions':
    'Tryck på mellanslag för att ta upp objektet, piltangenterna för att flytta det, mellanslag för att släppa det och Escape för att avbryta.',
  'sortable.over': '{label} är över plats {position}.',
  'sortable.cancelled': 'Flytten av {label} avbröts.',
  'sortable.handle': 'Flytta {label}',
  'sortable.picked': 'Tog upp {label} på plats {position}.',
  'sortable.dropped': '{label} släpptes på plats {position}.',
});
