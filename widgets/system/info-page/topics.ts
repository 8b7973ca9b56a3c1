/** The texts of the settings screen's pages: the demo's placeholders, not real documents. */

export type Topic = 'privacy' | 'help' | 'agreement' | 'certificate';

export interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoText {
  title: string;
  sections: InfoSection[];
}

export const DEMO_NOTE = '演示文本：本页为公主购 H5 演示项目的示例内容，并非真实文件。';

export const TOPICS: Record<Topic, InfoText> = {
  privacy: {
    title: '隐私政策',
    sections: [
      {
        heading: '一、我们收集的信息',
        paragraphs: [
          '为向您提供购物服务，我们会收集以下信息：您用于登录的手机号码；您填写的收货地址（收货人姓名、联系电话、所在地区与详细地址）；您在本平台的订单信息（购买的商品、金额、支付与物流状态）。',
        ],
      },
      {
        heading: '二、我们为什么收集这些信息',
        paragraphs: [
          '手机号码用于登录验证和账号安全；收货地址用于商品配送；订单信息用于完成交易、查询物流和处理售后。',
          '我们不会将上述信息用于与本平台服务无关的用途。',
        ],
      },
      {
        heading: '三、信息的保存',
        paragraphs: [
          '您的信息存储在中华人民共和国境内的服务器上，传输过程经过加密。我们仅在提供服务所必需的期限内保存您的信息，超出期限后将删除或匿名化处理。',
        ],
      },
      {
        heading: '四、您的权利',
        paragraphs: ['您可以随时在本平台查看、修改或删除您的收货地址，也可以退出登录。'],
      },
      {
        heading: '五、联系我们',
        paragraphs: ['如您对本政策有任何疑问，可通过商品或订单页面的“联系商家”联系客服，我们将尽快答复。'],
      },
    ],
  },
  agreement: {
    title: '用户服务协议',
    sections: [
      {
        heading: '引言',
        paragraphs: ['欢迎使用公主购商城（以下简称“本平台”）。您在注册、登录和使用本平台服务前，应当仔细阅读本协议。'],
      },
      {
        heading: '一、服务内容',
        paragraphs: ['本平台为您提供商品浏览、下单购买、订单查询、收货地址管理、收藏与关注等服务。'],
      },
      {
        heading: '二、账号',
        paragraphs: ['您可使用本人手机号码通过短信验证码登录；请妥善保管手机与验证码，因您自身原因造成的损失由您自行承担。'],
      },
      {
        heading: '三、订单与支付',
        paragraphs: ['您提交订单后需在页面提示的时限内完成支付，逾期订单将自动关闭。支付通过微信支付完成。'],
      },
      {
        heading: '四、售后',
        paragraphs: ['退款与售后申请请在公主购APP中发起。', '更新日期：2026年11月1日'],
      },
    ],
  },
  help: {
    title: '帮助中心',
    sections: [
      {
        heading: '如何下单？',
        paragraphs: ['在商品详情页选择规格和数量，点击“立即购买”，确认收货地址后提交订单即可。'],
      },
      {
        heading: '如何支付？',
        paragraphs: ['目前仅支持在微信中打开本商城，通过微信支付完成付款；在其他浏览器中无法完成支付。'],
      },
      {
        heading: '订单多久关闭？',
        paragraphs: ['提交订单后请在页面提示的时限内完成支付，未支付的订单到期后将自动关闭。'],
      },
      {
        heading: '如何申请售后？',
        paragraphs: ['请下载公主购APP进行售后申请。已申请的售后可在“我的 - 退款/售后”中查看进度。'],
      },
      {
        heading: '如何联系客服？',
        paragraphs: ['在商品详情、店铺或订单页面点击“联系商家”或“联系店主”，即可与客服或店主沟通。'],
      },
    ],
  },
  certificate: {
    title: '证照信息',
    sections: [
      {
        heading: '经营者信息',
        paragraphs: ['公司名称：示例电子商务有限公司（演示）', '地址：浙江省杭州市西湖区示例路 1 号（演示地址）'],
      },
      {
        heading: '营业执照',
        paragraphs: ['统一社会信用代码：91330100DEMO00000X（演示编号，非真实证照）'],
      },
      {
        heading: '说明',
        paragraphs: ['以上均为演示信息。真实的营业执照等证照信息请在公主购APP正式版中查看。'],
      },
    ],
  },
};
