import type { Sequelize } from 'sequelize';
import { Advertisement } from './Advertisement.js';
import { AdvertisementEvent } from './AdvertisementEvent.js';
import { AdvertisementInterest } from './AdvertisementInterest.js';
import { AgendaJob } from './AgendaJob.js';
import { Bookmark } from './Bookmark.js';
import { BookmarkFolder } from './BookmarkFolder.js';
import { Comment } from './Comment.js';
import { Draft } from './Draft.js';
import { ScheduledPost } from './ScheduledPost.js';
import { CommentLike } from './CommentLike.js';
import { Conversation } from './Conversation.js';
import { ConversationAlias } from './ConversationAlias.js';
import { ConversationParticipant } from './ConversationParticipant.js';
import { Follow } from './Follow.js';
import { Hashtag } from './Hashtag.js';
import { HashtagFollow } from './HashtagFollow.js';
import { IdempotencyKey } from './IdempotencyKey.js';
import { InterestCategory } from './InterestCategory.js';
import { Message } from './Message.js';
import { ListMember } from './ListMember.js';
import { MemberList } from './MemberList.js';
import { MediaUpload } from './MediaUpload.js';
import { Notification } from './Notification.js';
import { PasswordResetToken } from './PasswordResetToken.js';
import { PaymentEvent } from './PaymentEvent.js';
import { PaymentPlan } from './PaymentPlan.js';
import { Poll } from './Poll.js';
import { PollOption } from './PollOption.js';
import { PollVote } from './PollVote.js';
import { Post } from './Post.js';
import { PostHashtag } from './PostHashtag.js';
import { PostLike } from './PostLike.js';
import { PostMedia } from './PostMedia.js';
import { PostMention } from './PostMention.js';
import { PushSubscription } from './PushSubscription.js';
import { Repost } from './Repost.js';
import { Session } from './Session.js';
import { SyncChange } from './SyncChange.js';
import { TimelineEntry } from './TimelineEntry.js';
import { TimelineEvent } from './TimelineEvent.js';
import { TimelineState } from './TimelineState.js';
import { TrendingHashtag } from './TrendingHashtag.js';
import { User } from './User.js';
import { UserInterest } from './UserInterest.js';

export function initModels(sequelize: Sequelize) {
  const models = {
    User: User.initModel(sequelize),
    Session: Session.initModel(sequelize),
    PasswordResetToken: PasswordResetToken.initModel(sequelize),
    InterestCategory: InterestCategory.initModel(sequelize),
    UserInterest: UserInterest.initModel(sequelize),
    IdempotencyKey: IdempotencyKey.initModel(sequelize),
    Follow: Follow.initModel(sequelize),
    Post: Post.initModel(sequelize),
    PostMedia: PostMedia.initModel(sequelize),
    Poll: Poll.initModel(sequelize),
    PollOption: PollOption.initModel(sequelize),
    PollVote: PollVote.initModel(sequelize),
    PostLike: PostLike.initModel(sequelize),
    Repost: Repost.initModel(sequelize),
    Comment: Comment.initModel(sequelize),
    CommentLike: CommentLike.initModel(sequelize),
    Bookmark: Bookmark.initModel(sequelize),
    PostHashtag: PostHashtag.initModel(sequelize),
    PostMention: PostMention.initModel(sequelize),
    AgendaJob: AgendaJob.initModel(sequelize),
    PushSubscription: PushSubscription.initModel(sequelize),
    Notification: Notification.initModel(sequelize),
    TimelineEntry: TimelineEntry.initModel(sequelize),
    TimelineState: TimelineState.initModel(sequelize),
    TimelineEvent: TimelineEvent.initModel(sequelize),
    Conversation: Conversation.initModel(sequelize),
    ConversationParticipant: ConversationParticipant.initModel(sequelize),
    Message: Message.initModel(sequelize),
    ConversationAlias: ConversationAlias.initModel(sequelize),
    BookmarkFolder: BookmarkFolder.initModel(sequelize),
    MemberList: MemberList.initModel(sequelize),
    ListMember: ListMember.initModel(sequelize),
    Hashtag: Hashtag.initModel(sequelize),
    HashtagFollow: HashtagFollow.initModel(sequelize),
    TrendingHashtag: TrendingHashtag.initModel(sequelize),
    PaymentEvent: PaymentEvent.initModel(sequelize),
    PaymentPlan: PaymentPlan.initModel(sequelize),
    MediaUpload: MediaUpload.initModel(sequelize),
    Draft: Draft.initModel(sequelize),
    SyncChange: SyncChange.initModel(sequelize),
    ScheduledPost: ScheduledPost.initModel(sequelize),
    Advertisement: Advertisement.initModel(sequelize),
    AdvertisementInterest: AdvertisementInterest.initModel(sequelize),
    AdvertisementEvent: AdvertisementEvent.initModel(sequelize),
  };
  User.hasMany(Session, { foreignKey: 'userId', onDelete: 'CASCADE' });
  Session.belongsTo(User, { foreignKey: 'userId' });
  User.hasMany(UserInterest, { foreignKey: 'userId', onDelete: 'CASCADE' });
  UserInterest.belongsTo(InterestCategory, { foreignKey: 'categoryId', as: 'category' });
  return models;
}

export type Models = ReturnType<typeof initModels>;
export {
  Advertisement,
  AdvertisementEvent,
  AdvertisementInterest,
  AgendaJob,
  Bookmark,
  BookmarkFolder,
  Hashtag,
  HashtagFollow,
  ListMember,
  MemberList,
  TrendingHashtag,
  Comment,
  CommentLike,
  Conversation,
  ConversationAlias,
  ConversationParticipant,
  Follow,
  IdempotencyKey,
  InterestCategory,
  Message,
  Draft,
  ScheduledPost,
  MediaUpload,
  Notification,
  PasswordResetToken,
  PaymentEvent,
  PaymentPlan,
  Poll,
  PollOption,
  PollVote,
  Post,
  PostHashtag,
  PostLike,
  PostMedia,
  PostMention,
  PushSubscription,
  Repost,
  Session,
  SyncChange,
  TimelineEntry,
  TimelineEvent,
  TimelineState,
  User,
  UserInterest,
};
